import { bomLines, boms, parts, partTypes } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';

// The demo company's parts library: a front brake caliper (the demo DFMEA's product) and a few parts around it.

const TYPES: Array<[root: string, children: string[]]> = [
  ['制动系统', ['制动钳总成', '制动盘', '制动块']],
  ['转向系统', ['转向器', '转向管柱']],
  ['标准件', ['紧固件', '密封件']],
  ['电子电气', ['传感器', '控制器']],
];

const PARTS: Array<[partNo: string, name: string, type: string, drawingNo: string, material: string, text: string]> = [
  ['BC-1000', '前制动钳总成', '制动钳总成', 'DWG-BC-1000', '—', '单活塞浮动式前制动钳，适用 EPS/BRAKE 平台 A 级车'],
  ['BC-1001', '制动钳体', '制动钳总成', 'DWG-BC-1001', 'QT450-10', '球墨铸铁铸造，缸孔精镗'],
  ['BC-1002', '制动钳支架', '制动钳总成', 'DWG-BC-1002', 'QT500-7', '承受制动力矩，两孔与转向节连接'],
  ['BC-1003', '活塞', '制动钳总成', 'DWG-BC-1003', 'S45C 镀硬铬', '外圆镀铬，防腐蚀'],
  ['BC-1004', '矩形密封圈', '密封件', 'DWG-BC-1004', 'EPDM', '活塞回位与液压密封'],
  ['BC-1005', '活塞防尘罩', '密封件', 'DWG-BC-1005', 'EPDM', '防止泥水进入缸孔'],
  ['BC-1006', '导向销', '制动钳总成', 'DWG-BC-1006', '42CrMo', '钳体浮动导向，表面镀锌'],
  ['BC-1007', '导向销护套', '密封件', 'DWG-BC-1007', 'EPDM', '导向销防尘'],
  ['BC-1008', '放气螺钉', '紧固件', 'DWG-BC-1008', '35钢 镀锌', 'M10×1 排气螺钉'],
  ['BP-1101', '前制动块总成', '制动块', 'DWG-BP-1101', '低金属摩擦材料', '带磨损报警片'],
  ['BD-2001', '前通风制动盘', '制动盘', 'DWG-BD-2001', 'HT250', '直径 280 mm，通风式'],
  ['FS-0012', '六角法兰面螺栓 M12×1.5', '紧固件', 'GB/T 5789', '10.9级 钢', '支架与转向节连接'],
  ['SN-0101', '前轮速传感器', '传感器', 'DWG-SN-0101', 'PA66-GF30', '霍尔式，带线束'],
  ['ST-3001', '电动助力转向器总成', '转向器', 'DWG-ST-3001', '—', '齿条助力式 R-EPS'],
];

export async function seedDemoParts(tx: DbExecutor, tenantId: string, userId: string | null): Promise<void> {
  const typeIds = new Map<string, string>();
  for (const [index, [root, children]] of TYPES.entries()) {
    const [parent] = await tx
      .insert(partTypes)
      .values({ tenantId, name: root, sort: index + 1, createdBy: userId, updatedBy: userId })
      .returning({ id: partTypes.id });
    if (!parent) throw new Error(`part type ${root} was not created`);
    const written = await tx
      .insert(partTypes)
      .values(
        children.map((name, i) => ({
          tenantId,
          parentId: parent.id,
          name,
          sort: i + 1,
          createdBy: userId,
          updatedBy: userId,
        })),
      )
      .returning({ id: partTypes.id, name: partTypes.name });
    for (const child of written) typeIds.set(child.name, child.id);
  }
  const written = await tx
    .insert(parts)
    .values(
      PARTS.map(([partNo, name, type, drawingNo, material, description]) => ({
        tenantId,
        partNo,
        name,
        typeId: typeIds.get(type) ?? null,
        drawingNo,
        material,
        description,
        createdBy: userId,
        updatedBy: userId,
      })),
    )
    .returning({ id: parts.id, partNo: parts.partNo });
  await seedDemoBom(tx, tenantId, userId, new Map(written.map((p) => [p.partNo, p.id])));
}

/** The front brake caliper's BOM, on the brake platform: the assembly, its parts, the pads and mounting bolts. */
const CALIPER_BOM: Array<[partNo: string, quantity: number, children?: Array<[string, number]>]> = [
  [
    'BC-1000',
    1,
    [
      ['BC-1001', 1],
      ['BC-1002', 1],
      ['BC-1003', 1],
      ['BC-1004', 1],
      ['BC-1005', 1],
      ['BC-1006', 2],
      ['BC-1007', 2],
      ['BC-1008', 1],
      ['BP-1101', 2],
    ],
  ],
  ['FS-0012', 2],
];

async function seedDemoBom(tx: DbExecutor, tenantId: string, userId: string | null, partIds: Map<string, string>) {
  const [bom] = await tx
    .insert(boms)
    .values({
      tenantId,
      bomNo: 'BOM-BC-1000',
      name: '前制动钳总成 BOM',
      productPlatform: 'BRAKE',
      description: '单活塞浮动式前制动钳，含安装螺栓',
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: boms.id });
  if (!bom) throw new Error('demo BOM was not created');
  const partId = (partNo: string) => {
    const id = partIds.get(partNo);
    if (!id) throw new Error(`demo part ${partNo} missing`);
    return id;
  };
  for (const [sort, [partNo, quantity, children = []]] of CALIPER_BOM.entries()) {
    const [line] = await tx
      .insert(bomLines)
      .values({ tenantId, bomId: bom.id, partId: partId(partNo), quantity, sort })
      .returning({ id: bomLines.id });
    if (!line || children.length === 0) continue;
    await tx.insert(bomLines).values(
      children.map(([childNo, childQuantity], i) => ({
        tenantId,
        bomId: bom.id,
        parentId: line.id,
        partId: partId(childNo),
        quantity: childQuantity,
        sort: i,
      })),
    );
  }
}
