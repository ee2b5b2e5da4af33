import type { ProcessSummaryDto } from '@qis/shared';
import { Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { fetchProcessOptions } from '../pfmea-links-api';

/** Picks the process of the process-flow library the PFMEA is built from (searched by number, name or product). */
export function ProcessLinkModal(props: {
  projectId: string;
  current: string | null;
  onClose: () => void;
  onPick: (processId: string) => Promise<boolean>;
}) {
  const { projectId, current, onClose, onPick } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<ProcessSummaryDto[]>([]);
  const [picked, setPicked] = useState<string | undefined>(current ?? undefined);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      fetchProcessOptions(projectId, keyword)
        .then(setOptions)
        .catch(() => undefined);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [projectId, keyword]);

  return (
    <Modal
      open
      title={t('fmea.process.pick')}
      onCancel={onClose}
      okButtonProps={
        { disabled: !picked || picked === current, loading: saving, 'data-testid': 'fmea-process-link-ok' } as never
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
        placeholder={t('fmea.process.pickPlaceholder')}
        value={picked}
        onChange={setPicked}
        data-testid="fmea-process-pick"
        options={options.map((process) => ({
          value: process.id,
          label: (
            <span>
              {process.processNo} {process.name}
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {[
                  process.partNo && `${process.partNo} ${process.partName ?? ''}`,
                  `${process.stepCount} ${t('fmea.process.stepCount')}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </span>
          ),
        }))}
      />
    </Modal>
  );
}
