// The demo company's finished DFMEA: the front floating brake caliper of a passenger car (制动钳总成), analysed
// through the seven steps. Keys are local to this file; the seed turns them into ids.

export const DEMO_DFMEA_HEADER = {
  category: 2,
  projectNo: 'DFMEA-BC-2027-001',
  projectName: '前制动钳总成 DFMEA',
  customerName: '上汽通用五菱汽车股份有限公司',
  modelYear: '2027 款 CN220 紧凑型 SUV',
  subject: '前轮浮动钳盘式制动器（单活塞 Φ54，QT450-10 钳体），适配 16/17 英寸车轮',
  startTime: '2026-06-01',
  overTime: '2026-12-31',
  confidentiality: '机密',
  responsibility: '研发中心 制动系统科',
  location: '苏州工业园区 恒信精密 研发中心',
} as const;

/** [key, parent key, type, name, part number] in tree order. */
export const DEMO_ELEMENTS: Array<[string, string | null, 'system' | 'subsystem' | 'component', string, string]> = [
  ['caliper', null, 'system', '前制动钳总成', 'BC-2027-F01'],
  ['housingAsm', 'caliper', 'subsystem', '钳体组件', 'BC-2027-F01-100'],
  ['housing', 'housingAsm', 'component', '钳体', 'BC-F01-101'],
  ['piston', 'housingAsm', 'component', '活塞', 'BC-F01-102'],
  ['seal', 'housingAsm', 'component', '矩形密封圈', 'BC-F01-103'],
  ['boot', 'housingAsm', 'component', '活塞防尘罩', 'BC-F01-104'],
  ['bleeder', 'housingAsm', 'component', '放气螺钉', 'BC-F01-105'],
  ['bracketAsm', 'caliper', 'subsystem', '支架组件', 'BC-2027-F01-200'],
  ['bracket', 'bracketAsm', 'component', '支架', 'BC-F01-201'],
  ['pin', 'bracketAsm', 'component', '导向销', 'BC-F01-202'],
  ['pinBoot', 'bracketAsm', 'component', '导向销护套', 'BC-F01-203'],
  ['padAsm', 'caliper', 'subsystem', '摩擦片组件', 'BC-2027-F01-300'],
  ['pad', 'padAsm', 'component', '摩擦片（内、外）', 'BC-F01-301'],
  ['shim', 'padAsm', 'component', '消音片', 'BC-F01-302'],
];

/** The parts of the demo parts library (parts.seed.ts) the elements stand for, by part number. */
export const DEMO_ELEMENT_PARTS: Record<string, string> = {
  caliper: 'BC-1000',
  housing: 'BC-1001',
  bracket: 'BC-1002',
  piston: 'BC-1003',
  seal: 'BC-1004',
  boot: 'BC-1005',
  pin: 'BC-1006',
  pinBoot: 'BC-1007',
  bleeder: 'BC-1008',
  pad: 'BP-1101',
};

/** [from, to, type, direction, description] */
export const DEMO_INTERFACES: Array<
  [string, string, 'physical' | 'material' | 'energy' | 'data' | 'humanMachine', 'oneWay' | 'twoWay', string]
> = [
  ['housing', 'piston', 'physical', 'twoWay', '缸孔与活塞间隙配合 Φ54 H8/f7'],
  ['seal', 'piston', 'physical', 'twoWay', '密封圈径向压缩 8%–12%，提供回位弹性'],
  ['housing', 'seal', 'material', 'oneWay', '制动液（DOT 4）经缸孔作用于密封圈'],
  ['housingAsm', 'padAsm', 'energy', 'oneWay', '活塞推力传递至内摩擦片'],
  ['pin', 'housing', 'physical', 'twoWay', '导向销与钳体销孔滑动配合'],
  ['bracket', 'pad', 'physical', 'twoWay', '摩擦片耳部与支架导槽配合，传递制动力矩'],
];

export const DEMO_P_DIAGRAM = {
  element: 'caliper',
  inputs: ['制动液压力 0–12 MPa', '驾驶员制动意图'],
  idealOutputs: ['制动力矩与液压成正比（2.1 kN·m / 10 MPa）', '解除制动后拖滞力矩 ≤ 5 N·m', '无异常噪声'],
  noise: {
    pieceToPiece: ['缸孔尺寸与粗糙度波动', '摩擦材料批次差异'],
    changeOverTime: ['密封圈老化、压缩永久变形', '摩擦片磨损', '导向销润滑脂干涸'],
    customerUsage: ['山路连续制动', '频繁紧急制动', '长期停放'],
    externalEnvironment: ['盐雾与泥水', '-40 ℃ 至 +150 ℃', '涉水'],
    systemInteractions: ['制动盘热变形与端面跳动', 'ABS 高频调压', '悬架振动'],
  },
  controlFactors: ['活塞直径', '密封圈截面与压缩量', '导向销配合间隙', '摩擦材料配方', '钳体壁厚'],
  errorStates: ['制动力不足', '制动拖滞', '制动液泄漏', '制动尖叫'],
};

/** [key, element, function, requirement, special characteristic] */
export const DEMO_FUNCTIONS: Array<[string, string, string, string, 'CC' | 'SC' | null]> = [
  [
    'fBrake',
    'caliper',
    '按驾驶员制动需求产生制动力矩使车辆减速停车',
    '满载 100 km/h 制动距离 ≤ 38 m（GB 21670）',
    'CC',
  ],
  ['fRelease', 'caliper', '解除制动后迅速释放制动力矩', '拖滞力矩 ≤ 5 N·m', null],
  ['fQuiet', 'caliper', '制动过程无异常噪声', '车内制动噪声 ≤ 70 dB(A)', null],
  ['fThrust', 'housingAsm', '将液压压力转换为活塞推力', '10 MPa 时活塞推力 ≥ 22.9 kN', 'CC'],
  ['fSeal', 'housingAsm', '密封制动液，无外泄漏', '25 MPa 保压 30 s 无泄漏', 'CC'],
  ['fRetract', 'housingAsm', '解除制动后活塞回位', '回位量 0.10–0.30 mm', null],
  ['fTorque', 'bracketAsm', '承受并传递制动力矩至转向节', '2 倍最大制动力矩下无永久变形', 'CC'],
  ['fSlide', 'bracketAsm', '保证钳体浮动顺畅', '钳体滑动力 ≤ 100 N', null],
  ['fFriction', 'padAsm', '与制动盘摩擦产生制动力', '摩擦系数 0.38 ± 0.05（AK Master）', 'SC'],
  ['fDamp', 'padAsm', '抑制制动振动', 'NVH 台架尖叫发生率 ≤ 2%', null],
  ['fBore', 'housing', '缸孔与活塞配合并承压', '缸孔 Φ54 H8，Ra ≤ 0.8 μm；25 MPa 下扩张 ≤ 0.05 mm', 'SC'],
  ['fPiston', 'piston', '传递推力并耐腐蚀', '镀铬层 ≥ 15 μm，中性盐雾 480 h 无红锈', 'SC'],
  ['fSealRing', 'seal', '密封并以弹性变形带动活塞回位', 'EPDM 70 Shore A，压缩量 8%–12%', 'SC'],
  ['fBoot', 'boot', '防止泥水进入缸孔', '耐温 -40–150 ℃，涉水试验无进水', null],
  ['fBleed', 'bleeder', '密封放气孔', '拧紧力矩 9–12 N·m，锥面密封无泄漏', null],
  ['fBracket', 'bracket', '承受制动力矩不断裂', 'QT450-10，臂根部 R ≥ 6 mm，疲劳 10⁶ 次无裂纹', 'CC'],
  ['fPin', 'pin', '导向钳体轴向滑动', '销与孔配合间隙 0.05–0.15 mm，耐高温润滑脂', null],
  ['fPinBoot', 'pinBoot', '防止污物进入销孔', '唇口过盈量 0.3–0.5 mm', null],
  ['fPad', 'pad', '提供稳定摩擦系数', '350 ℃ 热衰退后摩擦系数 ≥ 0.30', 'SC'],
  ['fShim', 'shim', '阻尼摩擦片振动', '复合阻尼层损耗因子 ≥ 0.1', null],
];

/** [higher, lower]: the function net, vehicle-level ← subsystem ← component. */
export const DEMO_FUNCTION_LINKS: Array<[string, string]> = [
  ['fBrake', 'fThrust'],
  ['fBrake', 'fSeal'],
  ['fBrake', 'fTorque'],
  ['fBrake', 'fFriction'],
  ['fRelease', 'fRetract'],
  ['fRelease', 'fSlide'],
  ['fQuiet', 'fDamp'],
  ['fThrust', 'fBore'],
  ['fThrust', 'fPiston'],
  ['fSeal', 'fSealRing'],
  ['fSeal', 'fBleed'],
  ['fRetract', 'fSealRing'],
  ['fRetract', 'fBoot'],
  ['fTorque', 'fBracket'],
  ['fSlide', 'fPin'],
  ['fSlide', 'fPinBoot'],
  ['fFriction', 'fPad'],
  ['fDamp', 'fShim'],
];

/** [key, function, failure effect, S] */
export const DEMO_EFFECTS: Array<[string, string, string, number]> = [
  ['feWeak', 'fBrake', '制动效能下降，制动距离超出法规要求', 9],
  ['feLoss', 'fBrake', '单轮制动力丧失，车辆跑偏或失控', 10],
  ['feLeak', 'fBrake', '制动液流失，踏板行程变长并点亮报警灯', 8],
  ['feDrag', 'fRelease', '制动拖滞，制动盘过热、油耗增加', 6],
  ['feNoise', 'fQuiet', '制动尖叫，顾客抱怨', 4],
];

/** [key, function, failure mode, the effects it leads to] */
export const DEMO_MODES: Array<[string, string, string, string[]]> = [
  ['fmThrust', 'fThrust', '活塞推力不足', ['feWeak']],
  ['fmLeak', 'fSeal', '制动液外泄漏', ['feLeak', 'feLoss']],
  ['fmRetract', 'fRetract', '活塞回位不足', ['feDrag']],
  ['fmBreak', 'fTorque', '支架断裂', ['feLoss']],
  ['fmStick', 'fSlide', '钳体浮动卡滞', ['feDrag', 'feWeak']],
  ['fmMu', 'fFriction', '摩擦系数偏低', ['feWeak']],
  ['fmSqueal', 'fDamp', '制动尖叫', ['feNoise']],
];

export interface DemoCause {
  key: string;
  fn: string;
  name: string;
  mode: string;
  prevention: string;
  o: number;
  detection: string;
  d: number;
  sc?: 'CC' | 'SC';
  filterCode?: string;
}

export const DEMO_CAUSES: DemoCause[] = [
  {
    key: 'fcBoreTol',
    fn: 'fBore',
    name: '缸孔尺寸与粗糙度公差设计不当',
    mode: 'fmThrust',
    prevention: '沿用成熟平台 BC-2024 缸孔公差；公差叠加分析',
    o: 3,
    detection: '推力特性台架试验（DV）',
    d: 4,
    sc: 'SC',
  },
  {
    key: 'fcWall',
    fn: 'fBore',
    name: '钳体壁厚不足导致高压下缸孔扩张',
    mode: 'fmThrust',
    prevention: 'CAE 强度与刚度分析（25 MPa），沿用平台壁厚',
    o: 3,
    detection: '高压刚度试验，测缸孔扩张量',
    d: 4,
  },
  {
    key: 'fcPistonRust',
    fn: 'fPiston',
    name: '活塞镀层厚度规格不足导致锈蚀卡滞',
    mode: 'fmThrust',
    prevention: '镀铬层 ≥ 15 μm 的设计规范 DS-BR-07',
    o: 5,
    detection: '中性盐雾试验 480 h',
    d: 5,
    sc: 'SC',
  },
  {
    key: 'fcSealSwell',
    fn: 'fSealRing',
    name: '密封圈材料耐制动液性能不足（溶胀）',
    mode: 'fmLeak',
    prevention: '材料选用 EPDM，供应商材料数据',
    o: 5,
    detection: 'DOT 4 浸泡试验 70 h，测体积变化',
    d: 6,
    sc: 'CC',
    filterCode: 'SAFETY',
  },
  {
    key: 'fcBleedSeat',
    fn: 'fBleed',
    name: '放气螺钉锥面密封角度设计不当',
    mode: 'fmLeak',
    prevention: '沿用标准件 QC/T 放气螺钉结构',
    o: 2,
    detection: '高压密封试验 25 MPa',
    d: 3,
  },
  {
    key: 'fcSealSqueeze',
    fn: 'fSealRing',
    name: '密封圈压缩量设计偏大，回位弹性不足',
    mode: 'fmRetract',
    prevention: '密封槽倒角与压缩量计算',
    o: 5,
    detection: '拖滞力矩台架试验',
    d: 5,
  },
  {
    key: 'fcBootHeat',
    fn: 'fBoot',
    name: '防尘罩材料耐温不足开裂进水',
    mode: 'fmRetract',
    prevention: '选用耐 150 ℃ 硅橡胶',
    o: 3,
    detection: '高低温循环与涉水试验',
    d: 4,
  },
  {
    key: 'fcBracketR',
    fn: 'fBracket',
    name: '支架臂根部圆角过小导致应力集中',
    mode: 'fmBreak',
    prevention: 'CAE 疲劳分析',
    o: 4,
    detection: '制动力矩疲劳试验 10⁶ 次',
    d: 5,
    sc: 'CC',
    filterCode: 'SAFETY',
  },
  {
    key: 'fcBracketMat',
    fn: 'fBracket',
    name: '支架材料延伸率规格不足（脆断）',
    mode: 'fmBreak',
    prevention: '材料规范 QT450-10，延伸率 ≥ 10%',
    o: 2,
    detection: '低温冲击与静强度试验',
    d: 4,
  },
  {
    key: 'fcPinGap',
    fn: 'fPin',
    name: '导向销与销孔配合间隙设计过小',
    mode: 'fmStick',
    prevention: '公差叠加分析，热膨胀计算；沿用平台配合',
    o: 3,
    detection: '滑动力测试（常温、150 ℃）',
    d: 4,
  },
  {
    key: 'fcGrease',
    fn: 'fPin',
    name: '导向销润滑脂耐高温性能不足',
    mode: 'fmStick',
    prevention: '选用硅基耐高温润滑脂',
    o: 3,
    detection: '山路热衰退道路试验',
    d: 6,
  },
  {
    key: 'fcPinBoot',
    fn: 'fPinBoot',
    name: '护套唇口过盈量设计不足，污物进入',
    mode: 'fmStick',
    prevention: '唇口过盈量设计规范',
    o: 3,
    detection: '泥水喷淋耐久试验',
    d: 5,
  },
  {
    key: 'fcFade',
    fn: 'fPad',
    name: '摩擦材料配方热衰退性能不足',
    mode: 'fmMu',
    prevention: '配方选用已在 BC-2024 量产验证的低金属 NAO 材料',
    o: 3,
    detection: 'AK Master 台架试验',
    d: 3,
    sc: 'SC',
  },
  {
    key: 'fcShim',
    fn: 'fShim',
    name: '消音片阻尼层材料选型不当',
    mode: 'fmSqueal',
    prevention: '沿用平台消音片方案',
    o: 5,
    detection: 'NVH 台架噪声试验',
    d: 4,
  },
];

export interface DemoAction {
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

export const DEMO_ACTIONS: DemoAction[] = [
  {
    mode: 'fmLeak',
    cause: 'fcSealSwell',
    type: 'prevention',
    description: '密封圈材料改为耐 DOT 4 专用 EPDM 配方，要求体积变化率 0–+10%',
    responsible: 'zhangwei',
    targetDate: '2026-09-30',
    status: 'completed',
    actionTaken: '新配方 EPDM-B7 样件完成 DOT 4 浸泡 70 h，体积变化 +4.2%，已更新图纸 BC-F01-103 B 版',
    completionDate: '2026-09-18',
    after: { o: 2, d: 6 },
  },
  {
    mode: 'fmLeak',
    cause: 'fcSealSwell',
    type: 'detection',
    description: '增加 -40 ℃ 低温密封试验及高压保压耐久试验',
    responsible: 'zhangwei',
    targetDate: '2026-10-31',
    status: 'completed',
    actionTaken: 'DVP 增加低温密封与 30 万次压力循环试验，全部通过',
    completionDate: '2026-10-25',
    after: { o: 2, d: 3 },
  },
  {
    mode: 'fmBreak',
    cause: 'fcBracketR',
    type: 'prevention',
    description: '支架臂根部圆角由 R4 加大至 R8，并增加加强筋',
    responsible: 'zhangwei',
    targetDate: '2026-08-31',
    status: 'completed',
    actionTaken: 'CAE 复核最大应力降低 32%，疲劳安全系数 1.8；图纸 BC-F01-201 C 版已发布',
    completionDate: '2026-08-26',
    after: { o: 2, d: 5 },
  },
  {
    mode: 'fmThrust',
    cause: 'fcPistonRust',
    type: 'prevention',
    description: '活塞镀铬层厚度要求由 ≥ 15 μm 提高至 ≥ 20 μm，并增加封孔处理',
    responsible: 'zhangwei',
    targetDate: '2026-11-15',
    status: 'implementationPending',
    actionTaken: '',
    completionDate: null,
  },
  {
    mode: 'fmRetract',
    cause: 'fcSealSqueeze',
    type: 'prevention',
    description: '密封槽增加 0.3 × 30° 倒角，压缩量调整为 9%–11%',
    responsible: 'zhangwei',
    targetDate: '2026-10-15',
    status: 'completed',
    actionTaken: '拖滞力矩由 6.8 N·m 降至 3.1 N·m（台架 20 件）',
    completionDate: '2026-10-10',
    after: { o: 3, d: 5 },
  },
  {
    mode: 'fmSqueal',
    cause: 'fcShim',
    type: 'prevention',
    description: '消音片改为三层约束阻尼结构',
    responsible: 'zhangwei',
    targetDate: '2026-11-30',
    status: 'decisionPending',
    actionTaken: '',
    completionDate: null,
  },
];

export interface DemoDvp {
  testName: string;
  acceptanceCriteria: string;
  sampleSize: number;
  chain: [string, string] | null;
  /** Index into DEMO_ACTIONS. */
  action: number | null;
  plannedStart: string;
  plannedEnd: string;
  result: string;
  status: 'planned' | 'running' | 'passed' | 'failed';
}

export const DEMO_DVP: DemoDvp[] = [
  {
    testName: '高压密封试验（25 MPa 保压 30 s）',
    acceptanceCriteria: '无可见泄漏，压降 ≤ 0.1 MPa',
    sampleSize: 6,
    chain: ['fmLeak', 'fcBleedSeat'],
    action: null,
    plannedStart: '2026-08-01',
    plannedEnd: '2026-08-10',
    result: '6/6 合格',
    status: 'passed',
  },
  {
    testName: '密封圈 DOT 4 浸泡及低温密封试验',
    acceptanceCriteria: '体积变化 0–+10%；-40 ℃ 无泄漏',
    sampleSize: 10,
    chain: ['fmLeak', 'fcSealSwell'],
    action: 1,
    plannedStart: '2026-09-20',
    plannedEnd: '2026-10-20',
    result: '体积变化 +4.2%，低温无泄漏，10/10 合格',
    status: 'passed',
  },
  {
    testName: '支架制动力矩疲劳试验（10⁶ 次）',
    acceptanceCriteria: '无裂纹，永久变形 ≤ 0.05 mm',
    sampleSize: 3,
    chain: ['fmBreak', 'fcBracketR'],
    action: 2,
    plannedStart: '2026-09-01',
    plannedEnd: '2026-09-25',
    result: '3/3 完成 10⁶ 次无裂纹',
    status: 'passed',
  },
  {
    testName: '中性盐雾试验 480 h（活塞）',
    acceptanceCriteria: '无红锈，活塞滑动力 ≤ 50 N',
    sampleSize: 5,
    chain: ['fmThrust', 'fcPistonRust'],
    action: 3,
    plannedStart: '2026-11-20',
    plannedEnd: '2026-12-15',
    result: '',
    status: 'running',
  },
  {
    testName: 'AK Master 摩擦性能台架试验',
    acceptanceCriteria: '名义摩擦系数 0.38 ± 0.05，热衰退最低 ≥ 0.30',
    sampleSize: 2,
    chain: ['fmMu', 'fcFade'],
    action: null,
    plannedStart: '2026-07-15',
    plannedEnd: '2026-07-30',
    result: '名义 0.39，衰退最低 0.33，合格',
    status: 'passed',
  },
  {
    testName: 'NVH 制动噪声台架试验（SAE J2521）',
    acceptanceCriteria: '≥ 70 dB(A) 尖叫发生率 ≤ 2%',
    sampleSize: 2,
    chain: ['fmSqueal', 'fcShim'],
    action: null,
    plannedStart: '2026-12-01',
    plannedEnd: '2026-12-20',
    result: '',
    status: 'planned',
  },
];
