import { App } from 'antd';
import { useCallback } from 'react';
import { t } from '../../../locales';
import { ApiError } from '../../../shell/http';
import { useFmeaApi } from '../project/FmeaKindContext';

/**
 * Submitting a task (spec §8): the confirmation 提示 / 确定提交任务吗? with 是 and 否; a truthy answer shows 提交成功
 * and calls `onDone`; a refusal shows 提交失败 with the server's reason.
 */
export function useSubmitTask(onDone: () => void | Promise<void>) {
  const { submitTask } = useFmeaApi();
  const { modal, message } = App.useApp();
  return useCallback(
    (taskId: string) =>
      modal.confirm({
        title: t('fmea.task.submit.title'),
        content: t('fmea.task.submit.confirm'),
        okText: t('fmea.task.submit.yes'),
        cancelText: t('fmea.task.submit.no'),
        onOk: async () => {
          try {
            const done = await submitTask(taskId);
            if (!done) throw new Error('falsy');
            void message.success(t('fmea.task.submit.done'));
            await onDone();
          } catch (error) {
            void message.error(
              error instanceof ApiError
                ? t('fmea.task.submit.failedBecause', { message: error.message })
                : t('fmea.task.submit.failed'),
            );
          }
        },
      }),
    [modal, message, onDone, submitTask],
  );
}
