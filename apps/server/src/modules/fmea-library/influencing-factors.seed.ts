import { type FactorCategory, normalizeKnowledgeText } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { influencingFactors, partTypes } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';

// The demo company's influencing-factor library: the noise factors, control factors and inputs its brake engineers
// put on P-diagrams again and again, filed under the parts library's types (null: every part). The release of the demo
// DFMEA adds its caliper P-diagram's factors (the same texts merge, counting the project).

const FACTORS: Array<[type: string | null, category: FactorCategory, name: string, description: string]> = [
  // The caliper assembly
  ['制动钳总成', 'input', '制动液压力 0–12 MPa', '来自制动主缸，ABS/ESC 工作时可达 16 MPa'],
  ['制动钳总成', 'input', '驾驶员制动意图', '踏板行程与踏板力'],
  ['制动钳总成', 'pieceToPiece', '缸孔尺寸与粗糙度波动', '精镗工序能力 Cpk 与刀具磨损'],
  ['制动钳总成', 'pieceToPiece', '活塞镀铬层厚度波动', '电镀槽液与挂具位置导致的镀层差异'],
  ['制动钳总成', 'pieceToPiece', '钳体铸件气孔与壁厚偏差', 'QT450-10 铸造缺陷，影响承压与刚度'],
  ['制动钳总成', 'pieceToPiece', '密封槽尺寸与倒角偏差', '影响密封圈压缩量与回位量'],
  ['制动钳总成', 'changeOverTime', '密封圈老化、压缩永久变形', ''],
  ['制动钳总成', 'changeOverTime', '导向销润滑脂干涸', '高温下润滑脂流失，钳体滑动阻力上升'],
  ['制动钳总成', 'changeOverTime', '活塞及缸孔腐蚀', '防尘罩破损后进水引起'],
  ['制动钳总成', 'changeOverTime', '制动液吸湿、沸点下降', 'DOT 4 两年吸水约 3%'],
  ['制动钳总成', 'customerUsage', '山路连续制动', '长下坡，钳体温度可达 200 ℃ 以上'],
  ['制动钳总成', 'customerUsage', '频繁紧急制动', ''],
  ['制动钳总成', 'customerUsage', '长期停放', '活塞与缸孔间锈蚀粘连'],
  ['制动钳总成', 'customerUsage', '车辆超载', ''],
  ['制动钳总成', 'customerUsage', '未按期更换制动液', ''],
  ['制动钳总成', 'externalEnvironment', '盐雾与泥水', '冬季融雪剂路面'],
  ['制动钳总成', 'externalEnvironment', '涉水', '水深至轮毂中心'],
  ['制动钳总成', 'externalEnvironment', '-40 ℃ 至 +150 ℃', '整车环境温度与制动热'],
  ['制动钳总成', 'systemInteractions', '制动盘热变形与端面跳动', '引起制动抖动与活塞回退'],
  ['制动钳总成', 'systemInteractions', 'ABS 高频调压', '压力脉动对密封圈与活塞的冲击'],
  ['制动钳总成', 'systemInteractions', '悬架振动', ''],
  ['制动钳总成', 'systemInteractions', '轮毂轴承游隙', '制动盘偏摆，活塞被推回'],
  ['制动钳总成', 'controlFactor', '活塞直径', ''],
  ['制动钳总成', 'controlFactor', '密封圈截面与压缩量', ''],
  ['制动钳总成', 'controlFactor', '导向销配合间隙', ''],
  ['制动钳总成', 'controlFactor', '钳体壁厚', ''],
  ['制动钳总成', 'controlFactor', '缸孔表面粗糙度 Ra', ''],
  // Pads
  ['制动块', 'pieceToPiece', '摩擦材料密度与孔隙率波动', '热压工艺参数波动'],
  ['制动块', 'changeOverTime', '摩擦片磨损', ''],
  ['制动块', 'changeOverTime', '摩擦材料热衰退', '350 ℃ 以上摩擦系数下降'],
  ['制动块', 'customerUsage', '高速重载制动', ''],
  ['制动块', 'externalEnvironment', '潮湿环境首次制动', '制动盘表面浮锈'],
  ['制动块', 'controlFactor', '摩擦材料配方', ''],
  ['制动块', 'controlFactor', '消音片阻尼层', ''],
  ['制动块', 'controlFactor', '摩擦片倒角与开槽', ''],
  // Discs
  ['制动盘', 'pieceToPiece', '制动盘厚度差（DTV）', ''],
  ['制动盘', 'changeOverTime', '制动盘磨损与锈蚀', ''],
  // Seals
  ['密封件', 'pieceToPiece', '密封圈截面尺寸公差', ''],
  ['密封件', 'pieceToPiece', '胶料批次硬度差异', 'EPDM 70 ± 5 Shore A'],
  ['密封件', 'changeOverTime', '橡胶老化硬化', ''],
  ['密封件', 'externalEnvironment', '臭氧与紫外线', ''],
  ['密封件', 'systemInteractions', '与制动液（DOT 4）的相容性', '体积溶胀与硬度变化'],
  ['密封件', 'controlFactor', '胶料配方', ''],
  // Fasteners
  ['紧固件', 'pieceToPiece', '螺纹摩擦系数波动', '表面处理与润滑状态'],
  ['紧固件', 'changeOverTime', '预紧力衰减', ''],
  ['紧固件', 'controlFactor', '拧紧力矩', ''],
  // Every part
  [null, 'externalEnvironment', '高温高湿', '40 ℃ / 95% RH'],
  [null, 'externalEnvironment', '灰尘与砂石冲击', ''],
  [null, 'customerUsage', '装配或维修不当', '售后更换时的误装、漏装'],
];

export async function seedDemoInfluencingFactors(
  tx: DbExecutor,
  tenantId: string,
  userId: string | null,
  userName: string,
): Promise<void> {
  const rows = await tx
    .select({ id: partTypes.id, name: partTypes.name })
    .from(partTypes)
    .where(eq(partTypes.tenantId, tenantId));
  const types = new Map(rows.map((t) => [t.name, t.id]));
  await tx.insert(influencingFactors).values(
    FACTORS.map(([type, category, name, description]) => {
      const typeId = type ? types.get(type) : null;
      if (typeId === undefined) throw new Error(`demo part type ${type} is missing`);
      return {
        tenantId,
        category,
        typeId,
        name,
        description,
        normKey: normalizeKnowledgeText(name),
        contributorId: userId,
        contributorName: userName,
        createdBy: userId,
        updatedBy: userId,
      };
    }),
  );
}
