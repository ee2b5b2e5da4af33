import { type FmeaFunction, functionRemoval } from '@qis/shared';
import { Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';

/**
 * (Keyed by the function, so its choices start afresh.)
 * Deleting a function names exactly what goes with it (domain functionRemoval, as the server deletes it) and offers to
 * move its failures to another function of the same element instead.
 */
export function FunctionDeleteModal({ fn, onClose }: { fn: FmeaFunction | null; onClose: () => void }) {
  const { deleteFunction } = useFmeaApi();
  const { project, net, run, reload } = useProject();
  const [mode, setMode] = useState<'delete' | 'move'>('delete');
  const [target, setTarget] = useState<string | undefined>();
  if (!fn) return null;
  const removal = functionRemoval(net, fn.id);
  const others = net.functions.filter((other) => other.elementId === fn.elementId && other.id !== fn.id);
  const ok = async () => {
    const done = await run(
      () =>
        deleteFunction({
          projectId: project.id,
          id: fn.id,
          version: fn.version,
          moveFailuresTo: mode === 'move' ? (target ?? null) : null,
        }),
      t('fmea.function.deleted'),
    );
    if (done) {
      onClose();
      await reload();
    }
  };
  return (
    <Modal
      open
      title={t('fmea.function.deleteTitle', { name: fn.name })}
      onCancel={onClose}
      onOk={ok}
      okButtonProps={
        { danger: true, disabled: mode === 'move' && !target, 'data-testid': 'fmea-function-delete-ok' } as never
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="fmea-function-delete">
        {removal.functionLinks > 0 && (
          <Typography.Text>{t('fmea.function.deleteLinks', { n: removal.functionLinks })}</Typography.Text>
        )}
        {removal.failures.length > 0 && (
          <>
            <Typography.Text>
              {t('fmea.function.deleteFailures', {
                failures: removal.failures.length,
                links: removal.failureLinks,
                risks: removal.risks,
                actions: removal.actions,
              })}
            </Typography.Text>
            <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
              <Space orientation="vertical">
                <Radio value="delete">{t('fmea.function.deleteOption.delete')}</Radio>
                <Radio value="move" disabled={others.length === 0}>
                  {t('fmea.function.deleteOption.move')}
                </Radio>
              </Space>
            </Radio.Group>
            {others.length === 0 && (
              <Typography.Text type="secondary">{t('fmea.function.noOtherFunction')}</Typography.Text>
            )}
            {mode === 'move' && (
              <Select
                placeholder={t('fmea.function.moveTarget')}
                value={target}
                onChange={setTarget}
                style={{ width: '100%' }}
                options={others.map((other) => ({ value: other.id, label: other.name }))}
                data-testid="fmea-function-move-target"
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
