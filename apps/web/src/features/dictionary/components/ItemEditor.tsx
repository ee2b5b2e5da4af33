import { type DictionaryItemDto, saveItem } from '../api';
import { EntryEditor, type EntryForm, entryBody, entryValues } from './EntryEditor';

/** New or edited item of one dictionary type. */
export function ItemEditor({
  typeId,
  item,
  onClose,
  onSaved,
}: {
  typeId: string;
  item: DictionaryItemDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <EntryEditor<EntryForm, DictionaryItemDto>
      title={item ? 'dictionary.item.editTitle' : 'dictionary.item.addTitle'}
      testId="dictionary-item"
      initialValues={item ? entryValues(item) : { isActive: true }}
      save={(values) => saveItem(typeId, entryBody(values), item ?? undefined)}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
