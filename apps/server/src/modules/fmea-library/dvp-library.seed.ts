import { normalizeKnowledgeText } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { dvpLibraryEntries, partTypes } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';

// The demo company's DVP library: the verification tests its brake DFMEAs plan again and again.

const TESTS: Array<{
  type: string;
  testName: string;
  testMethod: string;
  acceptanceCriteria: string;
  sampleSize: number;
  department: string;
  testStage: 'DV' | 'PV';
}> = [
  {
    type: '制动钳总成',
    testName: '高压密封试验',
    testMethod: '25 MPa 保压 30 s，QC/T 592',
    acceptanceCriteria: '无可见泄漏，压降 ≤ 0.1 MPa',
    sampleSize: 6,
    department: '试验中心',
    testStage: 'DV',
  },
  {
    type: '制动钳总成',
    testName: '中性盐雾试验 480 h',
    testMethod: 'GB/T 10125 中性盐雾（NSS）',
    acceptanceCriteria: '无红锈，活塞滑动力 ≤ 50 N',
    sampleSize: 5,
    department: '试验中心',
    testStage: 'DV',
  },
  {
    type: '制动钳总成',
    testName: '支架制动力矩疲劳试验',
    testMethod: '2 倍最大制动力矩，10⁶ 次循环',
    acceptanceCriteria: '无裂纹，永久变形 ≤ 0.05 mm',
    sampleSize: 3,
    department: '试验中心',
    testStage: 'DV',
  },
  {
    type: '密封件',
    testName: '密封圈制动液浸泡试验',
    testMethod: 'DOT 4，120 ℃ 浸泡 70 h，ISO 1817',
    acceptanceCriteria: '体积变化 0–+10%，硬度变化 ≤ ±5 Shore A',
    sampleSize: 10,
    department: '材料实验室',
    testStage: 'DV',
  },
  {
    type: '制动块',
    testName: 'AK Master 摩擦性能台架试验',
    testMethod: 'SAE J2522',
    acceptanceCriteria: '名义摩擦系数 0.38 ± 0.05，热衰退最低 ≥ 0.30',
    sampleSize: 2,
    department: '制动台架室',
    testStage: 'PV',
  },
  {
    type: '制动块',
    testName: 'NVH 制动噪声台架试验',
    testMethod: 'SAE J2521',
    acceptanceCriteria: '≥ 70 dB(A) 尖叫发生率 ≤ 2%',
    sampleSize: 2,
    department: '制动台架室',
    testStage: 'PV',
  },
];

export async function seedDemoDvpLibrary(tx: DbExecutor, tenantId: string, userId: string | null, userName: string) {
  const types = await tx
    .select({ id: partTypes.id, name: partTypes.name })
    .from(partTypes)
    .where(eq(partTypes.tenantId, tenantId));
  const typeIds = new Map(types.map((t) => [t.name, t.id]));
  await tx.insert(dvpLibraryEntries).values(
    TESTS.map(({ type, ...test }) => ({
      ...test,
      tenantId,
      typeId: typeIds.get(type) ?? null,
      normKey: normalizeKnowledgeText(test.testName),
      remark: '',
      contributorId: userId,
      contributorName: userName,
      createdBy: userId,
      updatedBy: userId,
    })),
  );
}
