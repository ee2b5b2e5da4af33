import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useProject } from '../project/ProjectContext';
import { LinkPickerModal, type LinkPickerProps } from './LinkPickerModal';

/**
 * The texts of a link: `${prefix}.link`, `.change`, `.unlink`, `.unlinkConfirm`, `.pick`, `.pickPlaceholder`, and
 * `.linked` / `.unlinked` told once the change is saved.
 */
type LinkTexts = 'fmea.bom' | 'fmea.process' | 'fmea.linkage' | 'fmea.msrSource';

/**
 * The buttons of a project's link to a record (a BOM, a process, a DFMEA) after any of the caller's own: link or
 * change (the picker), and unlink once linked. Test ids `${testId}-link`, `-unlink`, and the picker's `-pick`, `-link-ok`.
 */
export function ProjectLinkButtons<T extends { id: string }, R>(
  props: LinkPickerProps<T> & {
    projectId: string;
    /** The linked record's id, null without a link. */
    current: string | null;
    texts: LinkTexts;
    /** Shown in the picker when it would replace the current link. */
    changeWarning?: MessageKey;
    testId: string;
    /** Saves the project's link to a record (null: unlinks it), through the project's `run`. */
    link: (id: string | null) => Promise<R>;
    /** The saved link's answer. */
    onLinked: (answer: R) => void;
    children?: ReactNode;
  },
) {
  const { projectId, current, texts, testId } = props;
  const { run } = useProject();
  const [picking, setPicking] = useState(false);
  const onLink = async (id: string | null) => {
    const linked = await run(() => props.link(id), t(id ? `${texts}.linked` : `${texts}.unlinked`));
    if (linked) props.onLinked(linked);
    return !!linked;
  };
  return (
    <Flex gap={8}>
      {props.children}
      <Button icon={<LinkOutlined />} onClick={() => setPicking(true)} data-testid={`${testId}-link`}>
        {t(current ? `${texts}.change` : `${texts}.link`)}
      </Button>
      {current && (
        <Popconfirm title={t(`${texts}.unlinkConfirm`)} onConfirm={() => onLink(null)}>
          <Button danger data-testid={`${testId}-unlink`}>
            {t(`${texts}.unlink`)}
          </Button>
        </Popconfirm>
      )}
      {picking && (
        <LinkPickerModal
          projectId={projectId}
          current={current}
          fetchOptions={props.fetchOptions}
          optionLabel={props.optionLabel}
          texts={{
            title: `${texts}.pick`,
            placeholder: `${texts}.pickPlaceholder`,
            changeWarning: props.changeWarning,
          }}
          testIds={{ pick: `${testId}-pick`, ok: `${testId}-link-ok` }}
          onClose={() => setPicking(false)}
          onPick={onLink}
        />
      )}
    </Flex>
  );
}
