import { DeleteOutlined } from '@ant-design/icons';
import { type ElementInterface, INTERFACE_DIRECTIONS, INTERFACE_TYPES } from '@qis/shared';
import { App, Button, Card, Flex, Input, Select, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import { useDesignApi } from '../bom-boundary-api';
import { elementsInTreeOrder } from '../project/net-views';
import { useProject } from '../project/ProjectContext';

type Draft = {
  fromId?: string;
  toId?: string;
  type: ElementInterface['type'];
  direction: ElementInterface['direction'];
  description: string;
};
const EMPTY: Draft = { type: 'physical', direction: 'twoWay', description: '' };
/** The matrix is drawn for up to this many elements; larger structures use the list. */
const MATRIX_MAX = 40;

/** Interface analysis: the interface matrix of the structure (types row → column) and the list of interfaces. */
export function InterfaceAnalysisStep() {
  const { deleteInterface, saveInterface } = useDesignApi();
  const { project, net, readOnly, run, reload } = useProject();
  const { modal } = App.useApp();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const ordered = useMemo(() => elementsInTreeOrder(net.elements).map(({ element }) => element), [net.elements]);
  const names = useMemo(() => new Map(net.elements.map((e) => [e.id, e.name])), [net.elements]);
  const cell = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const i of net.interfaces) {
      const put = (a: string, b: string) => map.set(`${a}>${b}`, [...(map.get(`${a}>${b}`) ?? []), i.type]);
      put(i.fromId, i.toId);
      if (i.direction === 'twoWay') put(i.toId, i.fromId);
    }
    return map;
  }, [net.interfaces]);
  const options = ordered.map((e) => ({ value: e.id, label: e.name }));

  const add = async () => {
    if (!draft.fromId || !draft.toId) return;
    const { fromId, toId, ...rest } = draft;
    if (await run(() => saveInterface({ projectId: project.id, fromId, toId, ...rest }), t('fmea.if.saved'))) {
      setDraft(EMPTY);
      await reload();
    }
  };
  const remove = (item: ElementInterface) =>
    modal.confirm({
      title: t('fmea.if.deleteConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await run(() => deleteInterface({ projectId: project.id, id: item.id, version: item.version })))
          await reload();
      },
    });

  return (
    <Flex vertical gap={12}>
      {ordered.length > 0 && ordered.length <= MATRIX_MAX && (
        <Card
          size="small"
          title={t('fmea.if.matrix')}
          extra={<Typography.Text type="secondary">{t('fmea.if.legend')}</Typography.Text>}
        >
          <div style={{ overflow: 'auto' }}>
            <table style={{ borderCollapse: 'collapse', fontSize: 12 }} data-testid="fmea-interface-matrix">
              <thead>
                <tr>
                  <th />
                  {ordered.map((e) => (
                    <th
                      key={e.id}
                      style={{ border: '1px solid #f0f0f0', padding: 4, writingMode: 'vertical-rl', maxHeight: 120 }}
                    >
                      {e.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ordered.map((row) => (
                  <tr key={row.id}>
                    <th style={{ border: '1px solid #f0f0f0', padding: 4, textAlign: 'left', whiteSpace: 'nowrap' }}>
                      {row.name}
                    </th>
                    {ordered.map((column) => (
                      <td
                        key={column.id}
                        style={{
                          border: '1px solid #f0f0f0',
                          width: 28,
                          height: 28,
                          textAlign: 'center',
                          background: row.id === column.id ? '#fafafa' : undefined,
                        }}
                      >
                        {(cell.get(`${row.id}>${column.id}`) ?? [])
                          .map((type) => t(`fmea.if.short.${type}` as MessageKey))
                          .join('')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      <Card size="small" title={t('fmea.if.list')}>
        <Table<ElementInterface>
          rowKey="id"
          size="small"
          dataSource={net.interfaces}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          data-testid="fmea-interfaces"
          columns={[
            { title: t('fmea.if.from'), dataIndex: 'fromId', render: (id: string) => names.get(id) },
            {
              title: t('fmea.if.direction'),
              dataIndex: 'direction',
              render: (d: string) => (d === 'twoWay' ? '↔' : '→'),
            },
            { title: t('fmea.if.to'), dataIndex: 'toId', render: (id: string) => names.get(id) },
            {
              title: t('fmea.if.type'),
              dataIndex: 'type',
              render: (v: string) => t(`fmea.if.type.${v}` as MessageKey),
            },
            { title: t('fmea.if.description'), dataIndex: 'description' },
            ...(readOnly
              ? []
              : [
                  {
                    title: '',
                    key: 'delete',
                    width: 50,
                    render: (_: unknown, item: ElementInterface) => (
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('fmea.opt.delete')}
                        onClick={() => remove(item)}
                      />
                    ),
                  },
                ]),
          ]}
        />
        {!readOnly && (
          <Flex gap={8} wrap style={{ marginTop: 12 }} data-testid="fmea-interface-form">
            <Select
              style={{ width: 160 }}
              placeholder={t('fmea.if.from')}
              data-testid="fmea-interface-from"
              value={draft.fromId}
              options={options}
              onChange={(fromId) => setDraft({ ...draft, fromId })}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Select
              style={{ width: 90 }}
              value={draft.direction}
              onChange={(direction) => setDraft({ ...draft, direction })}
              options={INTERFACE_DIRECTIONS.map((v) => ({
                value: v,
                label: t(`fmea.if.direction.${v}` as MessageKey),
              }))}
            />
            <Select
              style={{ width: 160 }}
              placeholder={t('fmea.if.to')}
              data-testid="fmea-interface-to"
              value={draft.toId}
              options={options}
              onChange={(toId) => setDraft({ ...draft, toId })}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Select
              style={{ width: 120 }}
              value={draft.type}
              onChange={(type) => setDraft({ ...draft, type })}
              options={INTERFACE_TYPES.map((v) => ({ value: v, label: t(`fmea.if.type.${v}` as MessageKey) }))}
            />
            <Input
              style={{ width: 240 }}
              placeholder={t('fmea.if.description')}
              maxLength={500}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
            <Button onClick={add} disabled={!draft.fromId || !draft.toId} data-testid="fmea-interface-add">
              {t('fmea.if.add')}
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
