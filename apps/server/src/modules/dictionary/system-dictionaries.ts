import { eq, sql } from 'drizzle-orm';
import { dictionaryItems, dictionaryTypes } from '../../db/tables';
import type { DbExecutor } from '../../platform/db/database';

interface SystemDictionary {
  code: string;
  name: string;
  /** Module catalogue key; null: used by several modules. */
  moduleKey: string | null;
  description: string;
  /** [code, name] in display order. */
  items: Array<[code: string, name: string]>;
}

/**
 * The dictionaries the business modules pick values from (modules spec: customer names in the FMEA lists, product
 * platforms, part types, process classifications, and the FMEA, QFD and QAM dictionary screens). Seeded as system
 * dictionaries: their codes are what the modules ask for, so they cannot be deleted or recoded; their items can be
 * edited freely.
 */
export const SYSTEM_DICTIONARIES: readonly SystemDictionary[] = [
  {
    code: 'customerName',
    name: '客户名称',
    moduleKey: null,
    description: '整车厂及主要客户，FMEA、QFD 项目的客户名称',
    items: [
      ['FAWVW', '一汽-大众汽车有限公司'],
      ['SVW', '上汽大众汽车有限公司'],
      ['SGM', '上汽通用汽车有限公司'],
      ['GTMC', '广汽丰田汽车有限公司'],
      ['DFN', '东风日产乘用车公司'],
      ['CHANGAN', '重庆长安汽车股份有限公司'],
      ['GEELY', '浙江吉利控股集团'],
      ['BYD', '比亚迪汽车工业有限公司'],
      ['GWM', '长城汽车股份有限公司'],
      ['CHERY', '奇瑞汽车股份有限公司'],
    ],
  },
  {
    code: 'productPlatform',
    name: '产品平台',
    moduleKey: null,
    description: '产品所属的平台，FMEA、QFD 项目与零件库按平台归类',
    items: [
      ['EPS', '电动助力转向平台'],
      ['BRAKE', '制动系统平台'],
      ['TMS', '热管理系统平台'],
      ['BCM', '车身电子平台'],
      ['BMS', '电池管理系统平台'],
      ['SEAT', '座椅系统平台'],
    ],
  },
  {
    code: 'productType',
    name: '产品类型',
    moduleKey: null,
    description: '零件库与 BOM 中零部件的类型',
    items: [
      ['ASSY', '总成'],
      ['SUBASSY', '子总成'],
      ['PART', '零件'],
      ['STD', '标准件'],
      ['RAW', '原材料'],
      ['SW', '软件'],
    ],
  },
  {
    code: 'processClassification',
    name: '过程分类',
    moduleKey: null,
    description: '过程流程与 PFMEA 中工序的分类',
    items: [
      ['STAMP', '冲压'],
      ['WELD', '焊接'],
      ['MOLD', '注塑'],
      ['MACH', '机加工'],
      ['HEAT', '热处理'],
      ['PAINT', '涂装'],
      ['ASSY', '装配'],
      ['TEST', '检测'],
      ['PACK', '包装'],
    ],
  },
  {
    code: 'fmeaSpecialCharacteristic',
    name: '特殊特性分类',
    moduleKey: 'fmea',
    description: 'DFMEA/PFMEA 与控制计划中的特殊特性符号',
    items: [
      ['CC', '关键特性（CC）'],
      ['SC', '重要特性（SC）'],
      ['HI', '高影响特性（HI）'],
    ],
  },
  {
    code: 'fmeaActionStatus',
    name: '措施状态',
    moduleKey: 'fmea',
    description: 'AIAG-VDA FMEA 优化步骤中措施的状态',
    items: [
      ['OPEN', '未执行'],
      ['DECISION_PENDING', '待决定'],
      ['IMPLEMENTATION_PENDING', '待执行'],
      ['COMPLETED', '已完成'],
      ['NOT_IMPLEMENTED', '不执行'],
    ],
  },
  {
    code: 'fmeaInterfaceType',
    name: '接口类型',
    moduleKey: 'fmea',
    description: '边界图与接口分析中零部件之间的接口类型',
    items: [
      ['P', '物理连接'],
      ['E', '能量传递'],
      ['I', '信息交换'],
      ['M', '物料交换'],
      ['H', '人机交互'],
    ],
  },
  {
    code: 'fmeaWorkElementType',
    name: '过程工作要素类型',
    moduleKey: 'fmea',
    description: 'PFMEA 结构分析中的工作要素（5M1E）',
    items: [
      ['MAN', '人'],
      ['MACHINE', '机'],
      ['MATERIAL', '料'],
      ['METHOD', '法'],
      ['ENVIRONMENT', '环'],
      ['MEASUREMENT', '测'],
    ],
  },
  {
    code: 'fmeaControlType',
    name: '控制类型',
    moduleKey: 'fmea',
    description: '风险分析中当前控制的类型',
    items: [
      ['PREVENTION', '预防控制'],
      ['DETECTION', '探测控制'],
    ],
  },
  {
    code: 'qfdRelationStrength',
    name: '关系强度',
    moduleKey: 'qfd',
    description: '质量屋中需求与技术特性之间的关系强度（9-3-1）',
    items: [
      ['9', '强相关（9）'],
      ['3', '中相关（3）'],
      ['1', '弱相关（1）'],
    ],
  },
  {
    code: 'qfdCorrelation',
    name: '技术特性相关性',
    moduleKey: 'qfd',
    description: '质量屋屋顶中技术特性之间的相关性',
    items: [
      ['STRONG_POSITIVE', '强正相关'],
      ['POSITIVE', '正相关'],
      ['NEGATIVE', '负相关'],
      ['STRONG_NEGATIVE', '强负相关'],
    ],
  },
  {
    code: 'qfdImprovementDirection',
    name: '改进方向',
    moduleKey: 'qfd',
    description: '技术特性的期望方向',
    items: [
      ['LARGER', '望大'],
      ['SMALLER', '望小'],
      ['NOMINAL', '望目'],
    ],
  },
  {
    code: 'qfdRequirementSource',
    name: '需求来源',
    moduleKey: 'qfd',
    description: '顾客需求的收集来源',
    items: [
      ['INTERVIEW', '顾客访谈'],
      ['SURVEY', '问卷调查'],
      ['COMPLAINT', '顾客投诉'],
      ['WARRANTY', '售后质量数据'],
      ['BENCHMARK', '竞品分析'],
      ['REGULATION', '法律法规'],
    ],
  },
  {
    code: 'qamAuditType',
    name: '审核类型',
    moduleKey: 'qam',
    description: '年度审核计划与内部审核的类型',
    items: [
      ['SYSTEM', '体系审核'],
      ['PROCESS', '过程审核'],
      ['PRODUCT', '产品审核'],
      ['LPA', '分层审核'],
    ],
  },
  {
    code: 'qamClauseCategory',
    name: '条款类别',
    moduleKey: 'qam',
    description: '标准条款所属的标准',
    items: [
      ['IATF16949', 'IATF 16949:2016'],
      ['ISO9001', 'ISO 9001:2015'],
      ['ISO14001', 'ISO 14001:2015'],
      ['ISO45001', 'ISO 45001:2018'],
      ['VDA6.3', 'VDA 6.3 过程审核'],
      ['VDA6.5', 'VDA 6.5 产品审核'],
    ],
  },
  {
    code: 'qamNonconformityLevel',
    name: '不符合项等级',
    moduleKey: 'qam',
    description: '审核发现的条款问题等级',
    items: [
      ['MAJOR', '严重不符合'],
      ['MINOR', '一般不符合'],
      ['OBSERVATION', '观察项'],
    ],
  },
  {
    code: 'qamExternalAuditType',
    name: '外部审核类型',
    moduleKey: 'qam',
    description: '外部审核计划的类型',
    items: [
      ['CUSTOMER', '客户审核（第二方）'],
      ['CERTIFICATION', '认证审核（第三方）'],
      ['SURVEILLANCE', '监督审核'],
      ['RECERTIFICATION', '再认证审核'],
    ],
  },
  {
    code: 'qamReviewInput',
    name: '管理评审输入',
    moduleKey: 'qam',
    description: '管理评审内容（ISO 9001:2015 9.3.2）',
    items: [
      ['PREVIOUS_ACTIONS', '以往管理评审所采取措施的情况'],
      ['CONTEXT_CHANGES', '与质量管理体系相关的内外部因素的变化'],
      ['CUSTOMER_SATISFACTION', '顾客满意和有关相关方的反馈'],
      ['OBJECTIVES', '质量目标的实现程度'],
      ['PROCESS_PERFORMANCE', '过程绩效以及产品和服务的合格情况'],
      ['NONCONFORMITIES', '不合格以及纠正措施'],
      ['MONITORING', '监视和测量结果'],
      ['AUDIT_RESULTS', '审核结果'],
      ['SUPPLIER_PERFORMANCE', '外部供方的绩效'],
      ['RESOURCES', '资源的充分性'],
      ['RISKS', '应对风险和机遇所采取措施的有效性'],
      ['IMPROVEMENT', '改进的机会'],
    ],
  },
];

/**
 * Seeds the system dictionaries into one tenant (its demo seed, or a tenant created later). A type whose code the
 * tenant already has is left as it is, so calling this again adds only what is missing.
 */
export async function seedSystemDictionaries(tx: DbExecutor, tenantId: string, userId: string | null = null) {
  const existing = await tx
    .select({ code: sql<string>`lower(${dictionaryTypes.code})` })
    .from(dictionaryTypes)
    .where(eq(dictionaryTypes.tenantId, tenantId));
  const taken = new Set(existing.map((row) => row.code));
  const missing = SYSTEM_DICTIONARIES.flatMap((dictionary, index) =>
    taken.has(dictionary.code.toLowerCase()) ? [] : [{ dictionary, sort: index + 1 }],
  );
  if (missing.length === 0) return;
  const types = await tx
    .insert(dictionaryTypes)
    .values(
      missing.map(({ dictionary, sort }) => ({
        tenantId,
        code: dictionary.code,
        name: dictionary.name,
        moduleKey: dictionary.moduleKey,
        description: dictionary.description,
        sort,
        isSystem: true,
        createdBy: userId,
        updatedBy: userId,
      })),
    )
    .returning({ id: dictionaryTypes.id, code: dictionaryTypes.code });
  const typeIdOf = new Map(types.map((type) => [type.code, type.id]));
  await tx.insert(dictionaryItems).values(
    missing.flatMap(({ dictionary }) => {
      const typeId = typeIdOf.get(dictionary.code);
      if (!typeId) throw new Error(`dictionary ${dictionary.code} was not created`);
      return dictionary.items.map(([code, name], i) => ({
        tenantId,
        typeId,
        code,
        name,
        sort: i + 1,
        createdBy: userId,
        updatedBy: userId,
      }));
    }),
  );
}
