import type { ControlPlanLineDto } from '@qis/shared';
import { Empty, List, Modal, Radio, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../../locales';
import { type ControlChartOption, fetchControlChartOptions, linkControlChart } from '../../control-plan-api';
import { useProject } from '../../project/ProjectContext';

/** Picks one of the caller's control charts (old seven tools, my files) for a special characteristic's line. */
export function LinkChartModal(props: {
  projectId: string;
  line: ControlPlanLineDto;
  onClose: () => void;
  onLinked: (line: ControlPlanLineDto) => void;
}) {
  const { projectId, line, onClose, onLinked } = props;
  const { run } = useProject();
  const [options, setOptions] = useState<ControlChartOption[] | null>(null);
  const [picked, setPicked] = useState<string | null>(line.chartFileId);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    fetchControlChartOptions(projectId).then(setOptions, () => setOptions([]));
  }, [projectId]);

  const save = async (chartFileId: string | null) => {
    setSaving(true);
    const saved = await run(() => linkControlChart({ projectId, id: line.id, version: line.version, chartFileId }));
    setSaving(false);
    if (saved) onLinked(saved);
  };
  const name = line.productCharacteristic || line.processCharacteristic;
  return (
    <Modal
      open
      title={t('fmea.cp.link.title', { name })}
      onCancel={onClose}
      onOk={() => void save(picked)}
      okButtonProps={{ disabled: !picked || picked === line.chartFileId, loading: saving, id: 'cp-link-ok' }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {line.chartFileId && (
            <Typography.Link style={{ float: 'left' }} onClick={() => void save(null)}>
              {t('fmea.cp.unlink')}
            </Typography.Link>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Typography.Paragraph type="secondary">{t('fmea.cp.link.pick')}</Typography.Paragraph>
      {options === null ? (
        <Spin />
      ) : options.length === 0 ? (
        <Empty description={t('fmea.cp.link.none')} />
      ) : (
        <Radio.Group value={picked} onChange={(event) => setPicked(event.target.value)} style={{ width: '100%' }}>
          <List
            size="small"
            dataSource={options}
            renderItem={(option) => (
              <List.Item>
                <Radio value={option.id} data-testid={`cp-chart-${option.name}`}>
                  {option.name} <Tag>{option.chartType}</Tag>
                  {!option.hasSpec && <Tag color="orange">{t('fmea.cp.link.noSpec')}</Tag>}
                </Radio>
              </List.Item>
            )}
          />
        </Radio.Group>
      )}
    </Modal>
  );
}
