import type { DfmeaOptionDto } from '@qis/shared';
import { Modal, Select, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../../locales';
import { fetchDfmeaOptions } from '../../pfmea-links-api';

/** Picks the DFMEA a PFMEA takes its product characteristics from: those of the same product first. */
export function DfmeaLinkModal(props: {
  projectId: string;
  current: string | null;
  onClose: () => void;
  onPick: (dfmeaProjectId: string) => Promise<boolean>;
}) {
  const { projectId, current, onClose, onPick } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<DfmeaOptionDto[]>([]);
  const [picked, setPicked] = useState<string | undefined>(current ?? undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      fetchDfmeaOptions(projectId, keyword)
        .then(setOptions)
        .catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [projectId, keyword]);

  return (
    <Modal
      open
      title={t('fmea.linkage.pick')}
      onCancel={onClose}
      okButtonProps={
        { disabled: !picked || picked === current, loading: saving, 'data-testid': 'fmea-dfmea-link-ok' } as never
      }
      onOk={async () => {
        if (!picked) return;
        setSaving(true);
        const done = await onPick(picked);
        setSaving(false);
        if (done) onClose();
      }}
    >
      {current && (
        <Typography.Paragraph type="warning" style={{ marginBottom: 8 }}>
          {t('fmea.linkage.changeConfirm')}
        </Typography.Paragraph>
      )}
      <Select
        style={{ width: '100%' }}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={t('fmea.linkage.pickPlaceholder')}
        value={picked}
        onChange={setPicked}
        data-testid="fmea-dfmea-pick"
        options={options.map((option) => ({
          value: option.id,
          label: (
            <span>
              {option.projectNO} {option.projectName}
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {option.owerIdName}
              </Typography.Text>
              {option.samePart && (
                <Tag color="green" style={{ marginInlineStart: 8 }}>
                  {t('fmea.linkage.samePart')}
                </Tag>
              )}
            </span>
          ),
        }))}
      />
    </Modal>
  );
}
