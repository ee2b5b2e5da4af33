import type { ProcessStepType, WorkElementCategory } from '@qis/shared';

// The demo company's process flow for the product of the demo DFMEA, the front brake caliper (BC-1000): from the
// cast housing's receipt through machining, washing, e-coating and assembly to the leak test, final inspection and
// packing, each step with its 4M. A PFMEA of the caliper is built from it.

/** [root, children] of the process classification tree. */
export const DEMO_CLASSIFICATIONS: Array<[string, string[]]> = [
  ['机械加工', ['粗加工', '精加工']],
  ['表面处理', ['清洗', '涂装']],
  ['装配', ['部件装配', '总成装配']],
  ['检验与试验', []],
  ['仓储物流', []],
];

export const DEMO_PROCESS = {
  processNo: 'PF-BC-1000',
  name: '前制动钳总成制造过程',
  classification: '总成装配',
  partNo: 'BC-1000',
  processVersion: 'A/0',
  description: '苏州工厂 制动钳生产线：钳体机加工、清洗、电泳涂装，活塞与支架装配，100% 气密性检测后包装入库。',
} as const;

type Element = [WorkElementCategory, string, string?];

/** [number, name, type, description, work elements] in flow order. */
export const DEMO_STEPS: Array<[string, string, ProcessStepType, string, Element[]]> = [
  [
    '10',
    '钳体铸件接收检验',
    'inspection',
    '按批抽检供应商 QT450-10 钳体毛坯的材质、硬度与外观',
    [
      ['man', '来料检验员', '持 IQC 上岗证'],
      ['machine', '直读光谱仪', '球化率、化学成分'],
      ['material', '钳体铸件毛坯', 'QT450-10，供应商：恒力铸造'],
      ['environment', '来料检验区', '照度 ≥ 750 lx'],
      ['measurement', '布氏硬度计', '160–210 HBW'],
    ],
  ],
  [
    '20',
    '毛坯暂存',
    'storage',
    '合格毛坯入待加工区，先进先出',
    [
      ['man', '仓管员'],
      ['machine', '电动叉车'],
      ['material', '钳体毛坯（合格批）'],
      ['environment', '防锈仓储区', '相对湿度 ≤ 60%'],
    ],
  ],
  [
    '30',
    '钳体粗铣与钻孔',
    'operation',
    '铣安装面、钻导向销孔与油道孔',
    [
      ['man', 'CNC 操作工'],
      ['machine', '卧式加工中心 HMC-500'],
      ['material', '乳化切削液', '浓度 5%–8%'],
      ['environment', '机加工车间'],
      ['method', '作业指导书 WI-BC-030'],
    ],
  ],
  [
    '40',
    '缸孔精镗与密封槽加工',
    'operationInspection',
    '精镗缸孔 Φ54 H8、车矩形密封槽，机内测量',
    [
      ['man', 'CNC 操作工'],
      ['machine', '精镗专机', '金刚石镗刀，刀具寿命 800 件'],
      ['material', '乳化切削液'],
      ['environment', '恒温车间', '20 ± 2 ℃'],
      ['measurement', '气动量仪', '缸孔 Φ54 H8，Ra ≤ 0.8 μm'],
    ],
  ],
  [
    '50',
    '钳体清洗',
    'operation',
    '超声波清洗去除切屑与油污',
    [
      ['man', '清洗工'],
      ['machine', '超声波清洗机', '60 ℃，三槽'],
      ['material', '水基清洗剂'],
      ['environment', '清洗间', '排风'],
      ['measurement', '清洁度检测', '残留颗粒 ≤ 2 mg/件'],
    ],
  ],
  [
    '60',
    '转运至涂装线',
    'transport',
    'AGV 将清洗后的钳体送往电泳线',
    [
      ['man', '物流员'],
      ['machine', 'AGV 小车'],
      ['material', '专用周转箱', '隔层防磕碰'],
      ['environment', '厂内物流通道'],
    ],
  ],
  [
    '70',
    '钳体电泳涂装',
    'operation',
    '前处理、阴极电泳、烘干；缸孔与密封槽遮蔽',
    [
      ['man', '涂装工'],
      ['machine', '阴极电泳线', '烘干 180 ℃ × 20 min'],
      ['material', '阴极电泳漆'],
      ['material', '缸孔遮蔽塞'],
      ['environment', '涂装车间', '25 ± 5 ℃，相对湿度 ≤ 70%'],
      ['measurement', '涂层测厚仪', '膜厚 15–25 μm'],
    ],
  ],
  [
    '80',
    '活塞与密封圈装配',
    'operation',
    '装矩形密封圈、压装活塞、装防尘罩',
    [
      ['man', '装配工'],
      ['machine', '活塞压装机', '压力–位移监控'],
      ['material', '活塞、矩形密封圈、防尘罩'],
      ['material', '制动液兼容装配润滑脂'],
      ['environment', '洁净装配区'],
      ['method', '防错：视觉检测密封圈有无与扭曲'],
    ],
  ],
  [
    '90',
    '支架与导向销装配',
    'operation',
    '导向销涂脂、装护套，支架与钳体组装并拧紧',
    [
      ['man', '装配工'],
      ['machine', '伺服拧紧机', '扭矩 30 ± 3 N·m，角度监控'],
      ['material', '支架、导向销、导向销护套'],
      ['environment', '装配线'],
    ],
  ],
  [
    '100',
    '气密性检测',
    'inspection',
    '100% 压降法检漏，不合格返装配',
    [
      ['man', '检测员'],
      ['machine', '气密检漏仪', '压降法，充气 1.5 MPa'],
      ['material', '洁净压缩空气'],
      ['environment', '检测工位', '温度稳定，远离气流'],
      ['measurement', '泄漏判定', '泄漏量 ≤ 0.5 mL/min'],
    ],
  ],
  [
    '110',
    '最终检验',
    'inspection',
    '外观、标识、活塞回位与导向销滑动力检查',
    [
      ['man', '终检员'],
      ['machine', '滑动力检测台'],
      ['material', '外观缺陷样件'],
      ['environment', '终检台', '照度 ≥ 1000 lx'],
      ['measurement', '检具 GB-BC-110'],
    ],
  ],
  [
    '120',
    '包装入库',
    'storage',
    '防锈包装、贴追溯标签、成品入库',
    [
      ['man', '包装工'],
      ['machine', '封箱机'],
      ['material', '防锈袋与包装箱'],
      ['environment', '成品库'],
    ],
  ],
];

/** Extra edges of the demo diagram: [from number, to number, label]. */
export const DEMO_EXTRA_EDGES: Array<[string, string, string]> = [['100', '80', '返工']];
