import type { BomSummaryDto } from '@qis/shared';
import { Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchBomOptions } from '../bom-boundary-api';

/** Picks the BOM of the library the project is analysed from (searched by number or name). */
export function BomLinkModal(props: {
  projectId: string;
  current: string | null;
  onClose: () => void;
  onPick: (bomId: string) => Promise<boolean>;
}) {
  const { projectId, current, onClose, onPick } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<BomSummaryDto[]>([]);
  const [picked, setPicked] = useState<string | undefined>(current ?? undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      fetchBomOptions(projectId, keyword)
        .then(setOptions)
        .catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [projectId, keyword]);

  return (
    <Modal
      open
      title={t('fmea.bom.pick')}
      onCancel={onClose}
      okButtonProps={
        { disabled: !picked || picked === current, loading: saving, 'data-testid': 'fmea-bom-link-ok' } as never
      }
      onOk={async () => {
        if (!picked) return;
        setSaving(true);
        const done = await onPick(picked);
        setSaving(false);
        if (done) onClose();
      }}
    >
      <Select
        style={{ width: '100%' }}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={t('fmea.bom.pickPlaceholder')}
        value={picked}
        onChange={setPicked}
        data-testid="fmea-bom-pick"
        options={options.map((bom) => ({
          value: bom.id,
          label: (
            <span>
              {bom.bomNo} {bom.name}
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {[bom.productPlatformName, `${bom.lineCount} ${t('fmea.bom.lineCount')}`].filter(Boolean).join(' · ')}
              </Typography.Text>
            </span>
          ),
        }))}
      />
    </Modal>
  );
}
