import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../../locales';
import { toast } from '../../../shell/feedback';

/** The texts of a copy: `${prefix}.copyChosen`, `.copyAll`, `.copied`, `.nothingToCopy`, `.openStructure`, `.copyHint`. */
type CopyTexts = 'fmea.bom' | 'fmea.process';

/**
 * Copies the chosen rows of a linked source (BOM lines, process steps; all when none is chosen) into the structure
 * tree, after the caller's own controls: the figures told, a link to the structure tree, the hint. Test ids
 * `${testId}-copy-bar` and `${testId}-copy`.
 */
export function CopyToStructureBar(props: {
  texts: CopyTexts;
  testId: string;
  chosen: number;
  /** The copy through the project's `run` (null when it failed and was told). */
  copy: () => Promise<{ created: readonly unknown[]; existing: number } | null>;
  /** After a copy: clear the choice and read again what it changed. */
  onCopied: () => Promise<unknown>;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const { texts, testId, chosen, copy, onCopied } = props;
  const [, setParams] = useSearchParams();
  const [copying, setCopying] = useState(false);
  const copyNow = async () => {
    setCopying(true);
    const result = await copy();
    setCopying(false);
    if (!result) return;
    if (result.created.length === 0) toast.warning(t(`${texts}.nothingToCopy`));
    else toast.success(t(`${texts}.copied`, { created: result.created.length, existing: result.existing }));
    await onCopied();
  };
  return (
    <Flex gap={8} align="center" wrap style={props.style} data-testid={`${testId}-copy-bar`}>
      {props.children}
      <Button
        type="primary"
        icon={<ApartmentOutlined />}
        loading={copying}
        onClick={copyNow}
        data-testid={`${testId}-copy`}
      >
        {chosen > 0 ? t(`${texts}.copyChosen`, { count: chosen }) : t(`${texts}.copyAll`)}
      </Button>
      <Button type="link" onClick={() => setParams({ node: 'structureTree' }, { replace: true })}>
        {t(`${texts}.openStructure`)}
      </Button>
      <Typography.Text type="secondary" style={{ flexBasis: '100%' }}>
        {t(`${texts}.copyHint`)}
      </Typography.Text>
    </Flex>
  );
}
