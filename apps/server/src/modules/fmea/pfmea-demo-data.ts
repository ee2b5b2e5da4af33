// The demo company's finished PFMEA of the front brake caliper (the demo DFMEA's product), built from the demo
// process flow PF-BC-1000: its structure is the process copied (item → 12 steps → 4M work elements), its functions
// carry the DFMEA's special characteristics, every step has its failure chains rated, the H chains have actions.
// Keys are local to this file; `at` names an element: 'item', a step's number, or 'number/work element name'.

export const DEMO_PFMEA_HEADER = {
  category: 2,
  projectNo: 'PFMEA-BC-2027-001',
  projectName: '前制动钳总成 PFMEA',
  customerName: '上汽通用五菱汽车股份有限公司',
  modelYear: '2027 款 CN220 紧凑型 SUV',
  subject: '前制动钳总成制造过程（PF-BC-1000）：钳体机加工、清洗、电泳涂装、装配、气密检测与包装',
  startTime: '2026-08-01',
  overTime: '2027-01-31',
  confidentiality: '机密',
  responsibility: '制造工程部 制动钳生产线',
  location: '苏州工业园区 恒信精密 制动钳车间',
} as const;

export const DEMO_PFMEA_PROCESS_NO = 'PF-BC-1000';
export const DEMO_PFMEA_DFMEA_NO = 'DFMEA-BC-2027-001';

type Special = 'CC' | 'SC' | null;

/** [key, at, function, requirement (product or process characteristic), special characteristic] */
export const DEMO_PFMEA_FUNCTIONS: Array<[string, string, string, string, Special]> = [
  ['iShip', 'item', '制造符合图纸与顾客要求的前制动钳总成并按时交付', '符合图纸 BC-2027-F01 与 PPAP 批准状态', null],
  ['iSafe', 'item', '为整车提供安全可靠的制动', '满载 100 km/h 制动距离 ≤ 38 m（GB 21670）', 'CC'],
  // OP10 钳体铸件接收检验
  ['s10', '10', '检验钳体毛坯材质与硬度，判定批次合格', '球化率 ≥ 85%，硬度 160–210 HBW', null],
  ['w10Hard', '10/布氏硬度计', '测量毛坯硬度', '每日用标准硬度块校准，示值误差 ≤ ±3%', null],
  ['w10Man', '10/来料检验员', '按抽样方案检验来料', 'AQL 0.65 一般检验水平 II', null],
  // OP20 毛坯暂存
  ['s20', '20', '按先进先出暂存合格毛坯', '存放期 ≤ 30 天，无锈蚀、无磕伤', null],
  ['w20Env', '20/防锈仓储区', '保持仓储环境干燥', '相对湿度 ≤ 60%', null],
  // OP30 钳体粗铣与钻孔
  ['s30', '30', '铣安装面并钻导向销孔、油道孔', '安装面平面度 ≤ 0.05 mm；销孔 Φ10 +0.03/0，位置度 Φ0.1 mm', null],
  ['w30Hmc', '30/卧式加工中心 HMC-500', '按程序定位并加工', '夹具定位销磨损 ≤ 0.01 mm；程序版本受控', null],
  ['w30Wi', '30/作业指导书 WI-BC-030', '规定首件与巡检', '首件三坐标检测，每 50 件抽检', null],
  // OP40 缸孔精镗与密封槽加工 (the bore carried from the DFMEA)
  ['s40Bore', '40', '精镗缸孔至图纸尺寸', '', null],
  ['s40Groove', '40', '车矩形密封槽', '槽宽 4.2 +0.05/0 mm，槽底 Φ60.8 ± 0.03 mm', 'SC'],
  ['w40Boring', '40/精镗专机', '以金刚石镗刀精镗缸孔并车槽', '镗刀寿命 800 件，刀补每 100 件确认', null],
  ['w40Gauge', '40/气动量仪', '在机测量缸孔尺寸', 'GR&R ≤ 10%，每班用标准环规校零', null],
  ['w40Env', '40/恒温车间', '保持加工温度稳定', '20 ± 2 ℃', null],
  // OP50 钳体清洗
  ['s50', '50', '超声波清洗去除切屑与油污', '残留颗粒 ≤ 2 mg/件，最大颗粒 ≤ 500 μm', 'SC'],
  ['w50Washer', '50/超声波清洗机', '按参数清洗', '60 ± 5 ℃，超声功率 ≥ 80%', null],
  ['w50Agent', '50/水基清洗剂', '保持清洗剂浓度', '浓度 3%–5%，每班滴定', null],
  // OP60 转运至涂装线
  ['s60', '60', '将钳体无磕碰转运至电泳线', '无磕碰伤，密封面与缸孔口完好', null],
  ['w60Box', '60/专用周转箱', '隔离零件防止碰撞', '每格一件，隔层完好', null],
  // OP70 钳体电泳涂装
  ['s70Coat', '70', '阴极电泳涂装钳体外表面', '膜厚 15–25 μm；中性盐雾 480 h 无红锈', null],
  ['s70Mask', '70', '遮蔽缸孔与密封槽，不得进漆', '缸孔与密封槽内无漆膜', 'SC'],
  ['w70Line', '70/阴极电泳线', '按参数电泳与烘干', '电压 220–260 V，烘干 180 ℃ × 20 min', null],
  ['w70Plug', '70/缸孔遮蔽塞', '遮蔽缸孔与密封槽', '遮蔽塞完好并装到位，使用 ≤ 50 次', null],
  ['w70Gauge', '70/涂层测厚仪', '测量膜厚', '每班校准，每批测 5 件', null],
  // OP80 活塞与密封圈装配 (the seal ring carried from the DFMEA)
  ['s80Seal', '80', '装配矩形密封圈', '', null],
  ['s80Piston', '80', '压装活塞到位', '压装力 0.5–2.0 kN；活塞端面低于钳体端面 0.2–0.8 mm', null],
  ['s80Boot', '80', '装配活塞防尘罩', '防尘罩唇口完全卡入槽内，无扭曲', null],
  ['w80Man', '80/装配工', '按作业指导书装配', '持装配上岗证，按 WI-BC-080 作业', null],
  ['w80Press', '80/活塞压装机', '压装并监控压力–位移曲线', '曲线包络判定，不合格自动锁定', null],
  ['w80Grease', '80/制动液兼容装配润滑脂', '润滑密封圈与活塞', '指定 EPDM 兼容润滑脂，每件 0.2–0.4 g', null],
  ['w80Vision', '80/防错：视觉检测密封圈有无与扭曲', '检测密封圈有无与扭曲', '每班用缺陷样件验证视觉系统', null],
  // OP90 支架与导向销装配 (the guide pin carried from the DFMEA)
  ['s90Pin', '90', '导向销涂脂并装配护套', '', null],
  ['s90Bolt', '90', '支架与钳体组装并拧紧', '拧紧扭矩 30 ± 3 N·m，转角监控', 'CC'],
  ['w90Man', '90/装配工', '导向销定量涂脂', '定量涂脂枪 0.3 ± 0.1 g', null],
  ['w90Nutrunner', '90/伺服拧紧机', '按程序拧紧并监控扭矩与转角', '扭矩 30 ± 3 N·m，每班扭矩校验', null],
  // OP100 气密性检测 (the leak tightness carried from the DFMEA)
  ['s100', '100', '100% 检测钳体总成密封性', '', null],
  ['w100Tester', '100/气密检漏仪', '压降法检测泄漏', '充气 1.5 MPa，泄漏量 ≤ 0.5 mL/min 判合格', null],
  ['w100Env', '100/检测工位', '保持检测温度稳定', '工件与环境温差 ≤ 3 ℃', null],
  // OP110 最终检验
  ['s110', '110', '检验外观、标识、活塞回位与导向销滑动力', '导向销滑动力 ≤ 100 N；标识清晰可追溯', null],
  ['w110Bench', '110/滑动力检测台', '测量导向销滑动力', '力传感器每月校准，GR&R ≤ 10%', null],
  ['w110Man', '110/终检员', '目视检查外观与标识', '照度 ≥ 1000 lx，按缺陷样件判定', null],
  // OP120 包装入库
  ['s120', '120', '防锈包装并贴追溯标签', '防锈期 ≥ 6 个月；标签与实物一致', null],
  ['w120Man', '120/包装工', '打印并粘贴追溯标签', '扫码核对标签与产品型号', null],
];

/**
 * [PFMEA function, DFMEA function key (dfmea-demo-data DEMO_FUNCTIONS)]: the DFMEA's product characteristics the
 * PFMEA carries; the function's requirement and special characteristic are the DFMEA's.
 */
export const DEMO_PFMEA_CARRIED: Array<[string, string]> = [
  ['s40Bore', 'fBore'],
  ['s80Seal', 'fSealRing'],
  ['s90Pin', 'fPin'],
  ['s100', 'fSeal'],
];

/** [higher, lower]: process item ← process step ← work element. */
export const DEMO_PFMEA_FUNCTION_LINKS: Array<[string, string]> = [
  ['iShip', 's10'],
  ['iShip', 's20'],
  ['iShip', 's30'],
  ['iShip', 's60'],
  ['iShip', 's110'],
  ['iShip', 's120'],
  ['iSafe', 's40Bore'],
  ['iSafe', 's40Groove'],
  ['iSafe', 's50'],
  ['iShip', 's70Coat'],
  ['iSafe', 's70Mask'],
  ['iSafe', 's80Seal'],
  ['iSafe', 's80Piston'],
  ['iShip', 's80Boot'],
  ['iSafe', 's90Pin'],
  ['iSafe', 's90Bolt'],
  ['iSafe', 's100'],
  ['s10', 'w10Hard'],
  ['s10', 'w10Man'],
  ['s20', 'w20Env'],
  ['s30', 'w30Hmc'],
  ['s30', 'w30Wi'],
  ['s40Bore', 'w40Boring'],
  ['s40Bore', 'w40Gauge'],
  ['s40Bore', 'w40Env'],
  ['s40Groove', 'w40Boring'],
  ['s50', 'w50Washer'],
  ['s50', 'w50Agent'],
  ['s60', 'w60Box'],
  ['s70Coat', 'w70Line'],
  ['s70Coat', 'w70Gauge'],
  ['s70Mask', 'w70Plug'],
  ['s80Seal', 'w80Man'],
  ['s80Seal', 'w80Grease'],
  ['s80Seal', 'w80Vision'],
  ['s80Piston', 'w80Press'],
  ['s80Boot', 'w80Man'],
  ['s90Pin', 'w90Man'],
  ['s90Bolt', 'w90Nutrunner'],
  ['s100', 'w100Tester'],
  ['s100', 'w100Env'],
  ['s110', 'w110Bench'],
  ['s110', 'w110Man'],
  ['s120', 'w120Man'],
];

/** [key, function, failure effect (on the plant, the customer's plant or the end user), S] */
export const DEMO_PFMEA_EFFECTS: Array<[string, string, string, number]> = [
  ['feLeak', 'iSafe', '制动液泄漏，制动力下降直至丧失（终端用户）', 10],
  ['feLoose', 'iSafe', '导向销松脱，钳体异响直至脱落（终端用户）', 10],
  ['feDrag', 'iSafe', '制动拖滞、制动盘过热，顾客抱怨（终端用户）', 6],
  ['feRust', 'iShip', '钳体锈蚀，外观与寿命下降（终端用户）', 5],
  ['feLine', 'iShip', '顾客总装线无法装配或停线（发运工厂）', 7],
  ['feRework', 'iShip', '本厂返工或报废（本厂）', 5],
];

/** [key, function, failure mode, the effects it leads to] */
export const DEMO_PFMEA_MODES: Array<[string, string, string, string[]]> = [
  ['fm10', 's10', '材质或硬度不合格的毛坯被判合格', ['feRework']],
  ['fm20', 's20', '毛坯锈蚀或磕伤', ['feRust', 'feRework']],
  ['fm30', 's30', '导向销孔位置度超差', ['feLine', 'feDrag']],
  ['fm30Oil', 's30', '油道孔未钻通或毛刺残留', ['feLeak', 'feRework']],
  ['fm40Size', 's40Bore', '缸孔尺寸超差', ['feLeak', 'feRework']],
  ['fm40Ra', 's40Bore', '缸孔表面粗糙度超差', ['feLeak']],
  ['fm40Groove', 's40Groove', '密封槽尺寸超差', ['feLeak', 'feDrag']],
  ['fm50', 's50', '清洁度不合格（切屑残留）', ['feLeak', 'feDrag']],
  ['fm60', 's60', '钳体磕碰伤（密封面或缸孔口）', ['feRework']],
  ['fm70Thin', 's70Coat', '涂层膜厚不足', ['feRust']],
  ['fm70Paint', 's70Mask', '缸孔或密封槽内进漆', ['feLeak', 'feRework']],
  ['fm80Seal', 's80Seal', '密封圈漏装、扭曲或溶胀', ['feLeak']],
  ['fm80Piston', 's80Piston', '活塞压装不到位', ['feDrag', 'feLine']],
  ['fm80Boot', 's80Boot', '防尘罩未卡入槽内', ['feRust', 'feDrag']],
  ['fm90Grease', 's90Pin', '导向销漏涂脂或涂错润滑脂', ['feDrag']],
  ['fm90Torque', 's90Bolt', '导向销螺栓扭矩不足', ['feLoose']],
  ['fm100', 's100', '泄漏件未被检出', ['feLeak']],
  ['fm110', 's110', '滑动力超差件漏检', ['feDrag']],
  ['fm120', 's120', '标签错贴或漏贴', ['feLine']],
];

/** [key, function, failure cause] */
export const DEMO_PFMEA_CAUSES: Array<[string, string, string]> = [
  ['fc10Hard', 'w10Hard', '硬度计未校准，读数偏差'],
  ['fc10Sample', 'w10Man', '检验员未按抽样方案抽样'],
  ['fc20', 'w20Env', '仓储区湿度超标'],
  ['fc30Pin', 'w30Hmc', '夹具定位销磨损导致定位偏移'],
  ['fc30Drill', 'w30Hmc', '钻头折断未被发现'],
  ['fc40Tool', 'w40Boring', '镗刀磨损超过寿命未更换'],
  ['fc40Gauge', 'w40Gauge', '量仪零点漂移导致误判'],
  ['fc40Temp', 'w40Env', '车间温度波动导致尺寸漂移'],
  ['fc40Groove', 'w40Boring', '密封槽车刀磨损或刀补错误'],
  ['fc50Temp', 'w50Washer', '清洗温度或超声功率不足'],
  ['fc50Agent', 'w50Agent', '清洗剂浓度不足或污染'],
  ['fc60', 'w60Box', '周转箱隔层破损或超装'],
  ['fc70Volt', 'w70Line', '电泳电压或槽液固体分偏低'],
  ['fc70Plug', 'w70Plug', '遮蔽塞漏装或破损'],
  ['fc80Man', 'w80Man', '装配工漏装或装扭密封圈'],
  ['fc80Grease', 'w80Grease', '误用非 EPDM 兼容润滑脂导致密封圈溶胀'],
  ['fc80Press', 'w80Press', '压装机压力–位移监控参数设置错误'],
  ['fc80Boot', 'w80Man', '防尘罩装配手法不当'],
  ['fc90Grease', 'w90Man', '涂脂枪定量失效或漏涂'],
  ['fc90Torque', 'w90Nutrunner', '拧紧程序错误或拧紧轴失效'],
  ['fc100Drift', 'w100Tester', '检漏仪参数漂移或密封工装磨损'],
  ['fc100Temp', 'w100Env', '工件温度偏高导致压降误判'],
  ['fc110', 'w110Bench', '滑动力检测台力传感器失准'],
  ['fc120', 'w120Man', '人工粘贴标签混料'],
];

export interface DemoPfmeaChain {
  mode: string;
  cause: string;
  prevention: string;
  o: number;
  detection: string;
  d: number;
  sc?: 'CC' | 'SC';
}

export const DEMO_PFMEA_CHAINS: DemoPfmeaChain[] = [
  {
    mode: 'fm10',
    cause: 'fc10Hard',
    prevention: '硬度计每日点检，标准硬度块校准',
    o: 3,
    detection: '供应商材质报告核对与来料复检',
    d: 5,
  },
  {
    mode: 'fm10',
    cause: 'fc10Sample',
    prevention: 'IQC 作业指导书与上岗培训',
    o: 3,
    detection: '质量工程师每周审核检验记录',
    d: 6,
  },
  {
    mode: 'fm20',
    cause: 'fc20',
    prevention: '除湿机与温湿度记录仪，超限报警',
    o: 3,
    detection: '上线前目视检查毛坯表面',
    d: 6,
  },
  {
    mode: 'fm30',
    cause: 'fc30Pin',
    prevention: '夹具定位销每班点检，20000 件强制更换',
    o: 4,
    detection: '每 50 件位置度检具抽检',
    d: 4,
  },
  {
    mode: 'fm30Oil',
    cause: 'fc30Drill',
    prevention: '主轴负载监控，刀具寿命管理',
    o: 3,
    detection: '油道通止规 100% 检查；OP100 气密检测',
    d: 3,
  },
  {
    mode: 'fm40Size',
    cause: 'fc40Tool',
    prevention: '刀具寿命计数器到 800 件自动停机换刀',
    o: 3,
    detection: '气动量仪 100% 在机测量缸孔，超差自动报警',
    d: 3,
    sc: 'SC',
  },
  {
    mode: 'fm40Ra',
    cause: 'fc40Tool',
    prevention: '刀具寿命管理',
    o: 4,
    detection: '每 2 h 粗糙度仪抽检',
    d: 6,
    sc: 'SC',
  },
  {
    mode: 'fm40Size',
    cause: 'fc40Gauge',
    prevention: '每班用标准环规校零，点检记录',
    o: 2,
    detection: '每班首件三坐标复检',
    d: 4,
    sc: 'SC',
  },
  {
    mode: 'fm40Size',
    cause: 'fc40Temp',
    prevention: '恒温空调与温度监控报警',
    o: 2,
    detection: '气动量仪 100% 测量',
    d: 3,
  },
  {
    mode: 'fm40Groove',
    cause: 'fc40Groove',
    prevention: '刀补程序互锁，换刀后首件检验',
    o: 3,
    detection: '每 50 件槽宽、槽底检具抽检',
    d: 5,
    sc: 'SC',
  },
  {
    mode: 'fm50',
    cause: 'fc50Temp',
    prevention: '清洗温度与超声功率监控报警',
    o: 3,
    detection: '每班清洁度抽检（称重法）',
    d: 5,
    sc: 'SC',
  },
  {
    mode: 'fm50',
    cause: 'fc50Agent',
    prevention: '每班滴定并记录，按周期换液',
    o: 4,
    detection: '每班清洁度抽检（称重法）',
    d: 5,
    sc: 'SC',
  },
  {
    mode: 'fm60',
    cause: 'fc60',
    prevention: '周转箱每周检查，破损更换',
    o: 3,
    detection: '上挂前目视检查',
    d: 6,
  },
  {
    mode: 'fm70Thin',
    cause: 'fc70Volt',
    prevention: '槽液参数每班化验，电压自动控制',
    o: 3,
    detection: '每批涂层测厚仪测 5 件',
    d: 5,
  },
  {
    mode: 'fm70Paint',
    cause: 'fc70Plug',
    prevention: '遮蔽塞计数与目视确认，50 次报废',
    o: 4,
    detection: '下线目视检查缸孔',
    d: 6,
    sc: 'SC',
  },
  {
    mode: 'fm80Seal',
    cause: 'fc80Man',
    prevention: '防错：视觉检测密封圈有无与扭曲',
    o: 2,
    detection: '视觉系统 100% 检测；OP100 气密检测',
    d: 2,
    sc: 'SC',
  },
  {
    mode: 'fm80Seal',
    cause: 'fc80Grease',
    prevention: '润滑脂专用容器与颜色标识',
    o: 3,
    detection: '装配前目视核对润滑脂标签',
    d: 7,
    sc: 'SC',
  },
  {
    mode: 'fm80Piston',
    cause: 'fc80Press',
    prevention: '参数修改权限控制与变更记录',
    o: 2,
    detection: '压力–位移曲线 100% 判定',
    d: 3,
  },
  {
    mode: 'fm80Boot',
    cause: 'fc80Boot',
    prevention: '作业指导书与培训',
    o: 4,
    detection: '工位自检；OP110 终检目视',
    d: 6,
  },
  {
    mode: 'fm90Grease',
    cause: 'fc90Grease',
    prevention: '定量涂脂枪每班点检',
    o: 4,
    detection: 'OP110 导向销滑动力 100% 检测',
    d: 4,
  },
  {
    mode: 'fm90Torque',
    cause: 'fc90Torque',
    prevention: '拧紧程序版本受控，每班扭矩校验',
    o: 2,
    detection: '扭矩与转角 100% 监控，不合格锁定',
    d: 2,
    sc: 'CC',
  },
  {
    mode: 'fm100',
    cause: 'fc100Drift',
    prevention: '检漏仪与密封工装定期维护',
    o: 3,
    detection: '每班标准漏孔样件验证',
    d: 4,
    sc: 'CC',
  },
  {
    mode: 'fm100',
    cause: 'fc100Temp',
    prevention: '清洗后冷却 ≥ 30 min，检漏仪温度补偿',
    o: 3,
    detection: '工件温度传感器超限禁止测试',
    d: 3,
    sc: 'CC',
  },
  {
    mode: 'fm110',
    cause: 'fc110',
    prevention: '力传感器每月校准',
    o: 2,
    detection: '每班标准件点检',
    d: 4,
  },
  {
    mode: 'fm120',
    cause: 'fc120',
    prevention: '标签打印与扫码系统互锁',
    o: 3,
    detection: '出库前扫码核对',
    d: 3,
  },
];

export interface DemoPfmeaAction {
  mode: string;
  cause: string;
  type: 'prevention' | 'detection';
  description: string;
  responsible: 'zhangwei' | 'lina';
  targetDate: string;
  status: 'open' | 'decisionPending' | 'implementationPending' | 'completed' | 'notImplemented';
  actionTaken: string;
  completionDate: string | null;
  after?: { o: number | null; d: number | null };
}

/** Every H chain has an action (AP before: 4 H, 3 M, 18 L); ratings after are those of the chain's last rated action. */
export const DEMO_PFMEA_ACTIONS: DemoPfmeaAction[] = [
  {
    mode: 'fm40Ra',
    cause: 'fc40Tool',
    type: 'prevention',
    description: '镗刀寿命由 800 件缩短至 600 件，并增加主轴功率监测刀具磨损',
    responsible: 'zhangwei',
    targetDate: '2026-10-31',
    status: 'completed',
    actionTaken: '刀具寿命参数已改为 600 件；功率监测报警 3 次均确认为刀具磨损，已在换刀前拦截',
    completionDate: '2026-10-22',
    after: { o: 2, d: 6 },
  },
  {
    mode: 'fm40Ra',
    cause: 'fc40Tool',
    type: 'detection',
    description: '缸孔粗糙度改为每 50 件抽检并纳入 SPC 控制图',
    responsible: 'zhangwei',
    targetDate: '2026-11-15',
    status: 'completed',
    actionTaken: 'Ra 控制图运行 4 周，Cpk 1.67，无失控点',
    completionDate: '2026-11-12',
    after: { o: 2, d: 4 },
  },
  {
    mode: 'fm50',
    cause: 'fc50Agent',
    type: 'prevention',
    description: '清洗剂浓度改为电导率在线监控，超限自动补液并报警',
    responsible: 'zhangwei',
    targetDate: '2026-10-15',
    status: 'completed',
    actionTaken: '在线电导率仪已安装并与补液泵联锁，浓度记录接入 MES',
    completionDate: '2026-10-09',
    after: { o: 2, d: 5 },
  },
  {
    mode: 'fm70Paint',
    cause: 'fc70Plug',
    type: 'prevention',
    description: '遮蔽塞改为带计数芯片的工装，满 50 次自动剔除；上挂工位增加有无检测',
    responsible: 'zhangwei',
    targetDate: '2026-11-30',
    status: 'completed',
    actionTaken: '计数芯片遮蔽塞投入使用，上挂光电检测漏装 100% 报警',
    completionDate: '2026-11-20',
    after: { o: 2, d: 6 },
  },
  {
    mode: 'fm70Paint',
    cause: 'fc70Plug',
    type: 'detection',
    description: '电泳下线增加缸孔内窥视觉检测（100%）',
    responsible: 'lina',
    targetDate: '2027-01-15',
    status: 'implementationPending',
    actionTaken: '',
    completionDate: null,
  },
  {
    mode: 'fm80Seal',
    cause: 'fc80Grease',
    type: 'prevention',
    description: '改用专用定量供脂系统，润滑脂桶带条码，错用无法出脂（防错）',
    responsible: 'zhangwei',
    targetDate: '2026-11-30',
    status: 'completed',
    actionTaken: '供脂系统扫码联锁已验收，错料试验 10 次均无法出脂',
    completionDate: '2026-11-25',
    after: { o: 1, d: 7 },
  },
  {
    mode: 'fm40Groove',
    cause: 'fc40Groove',
    type: 'detection',
    description: '密封槽尺寸改为在机测头 100% 测量',
    responsible: 'zhangwei',
    targetDate: '2027-01-15',
    status: 'open',
    actionTaken: '',
    completionDate: null,
  },
];
