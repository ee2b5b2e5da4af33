// The demo company's finished FMEA-MSR: the electric parking brake (电子驻车制动器 EPB, caliper-integrated
// motor-on-caliper actuators, one control unit), analysed as the handbook's supplement for monitoring and system
// response. Steps 2–4 as a DFMEA of the mechatronic system; step 5 rates each chain with Frequency (F), the current
// diagnostic monitoring, the system response, the mitigated effect with its severity and Monitoring (M); step 6 takes
// prevention, monitoring and system response actions. Keys are local to this file; the seed turns them into ids.

export const DEMO_MSR_HEADER = {
  category: 2,
  projectNo: 'MSR-EPB-2027-001',
  projectName: '电子驻车制动器 FMEA-MSR',
  customerName: '上汽通用五菱汽车股份有限公司',
  modelYear: '2027 款 CN220 紧凑型 SUV',
  subject: '电子驻车制动系统（EPB，后轮卡钳集成式电机齿轮执行器，单 ECU）：诊断监视与系统响应',
  startTime: '2026-09-01',
  overTime: '2027-02-28',
  confidentiality: '机密',
  responsibility: '电控研发部 底盘电控科',
  location: '苏州工业园区 恒信精密 电控研发中心',
} as const;

type ElementType = 'system' | 'subsystem' | 'component';

/** [key, parent key, type, name, number] in tree order: the EPB and, as roots outside its boundary, its neighbours. */
export const DEMO_MSR_ELEMENTS: Array<[string, string | null, ElementType, string, string]> = [
  ['epb', null, 'system', '电子驻车制动系统（EPB）', 'EPB-2027-001'],
  ['ecuAsm', 'epb', 'subsystem', '电子驻车控制单元（ECU）', 'EPB-ECU-100'],
  ['mcu', 'ecuAsm', 'component', '主控 MCU（双核锁步）', 'EPB-ECU-101'],
  ['driver', 'ecuAsm', 'component', 'H 桥电机驱动电路', 'EPB-ECU-102'],
  ['currentSensor', 'ecuAsm', 'component', '电机电流采样电路（分流电阻）', 'EPB-ECU-103'],
  ['actuatorAsm', 'epb', 'subsystem', '后卡钳驻车执行器（左/右）', 'EPB-ACT-200'],
  ['motor', 'actuatorAsm', 'component', '直流有刷电机', 'EPB-ACT-201'],
  ['gear', 'actuatorAsm', 'component', '行星齿轮减速机构', 'EPB-ACT-202'],
  ['spindle', 'actuatorAsm', 'component', '丝杠螺母自锁机构', 'EPB-ACT-203'],
  ['hall', 'actuatorAsm', 'component', '电机霍尔位置传感器', 'EPB-ACT-204'],
  ['inputAsm', 'epb', 'subsystem', '信号输入', 'EPB-IN-300'],
  ['switch', 'inputAsm', 'component', '驻车开关（三位自复位，双路信号）', 'EPB-IN-301'],
  ['wheelSpeed', 'inputAsm', 'component', '后轮轮速传感器（经 ESC CAN 信号）', 'EPB-IN-302'],
  ['esc', null, 'system', 'ESC 电子稳定控制系统', 'ESC-2027-01'],
  ['cluster', null, 'system', '组合仪表', 'IPC-2027-01'],
  ['power', null, 'system', '整车 12 V 电源', 'PWR-12V'],
];

/** [from, to, type, direction, description] */
export const DEMO_MSR_INTERFACES: Array<
  [string, string, 'physical' | 'material' | 'energy' | 'data' | 'humanMachine', 'oneWay' | 'twoWay', string]
> = [
  ['power', 'ecuAsm', 'energy', 'oneWay', '12 V 供电，工作电压 9–16 V，峰值电流 30 A'],
  ['driver', 'motor', 'energy', 'oneWay', 'H 桥 PWM 双向驱动电机，夹紧/释放'],
  ['motor', 'gear', 'physical', 'oneWay', '电机输出轴驱动行星齿轮，减速比 150:1'],
  ['gear', 'spindle', 'physical', 'oneWay', '齿轮输出扭矩驱动丝杠，推动卡钳活塞'],
  ['hall', 'mcu', 'data', 'oneWay', '霍尔脉冲（每转 2 个），用于转数与位置计算'],
  ['currentSensor', 'mcu', 'data', 'oneWay', '电机电流模拟量采样，1 kHz'],
  ['switch', 'mcu', 'data', 'oneWay', '双路互补开关信号'],
  ['wheelSpeed', 'esc', 'data', 'oneWay', '轮速脉冲信号进入 ESC'],
  ['esc', 'ecuAsm', 'data', 'twoWay', 'CAN：车速、轮速有效位；EPB 请求 ESC 液压保压 / 动态减速'],
  ['ecuAsm', 'cluster', 'data', 'oneWay', 'CAN：驻车状态、驻车故障灯与文字提示'],
];

/** [key, element, function, requirement, special characteristic] */
export const DEMO_MSR_FUNCTIONS: Array<[string, string, string, string, 'CC' | 'SC' | null]> = [
  [
    'fHold',
    'epb',
    '按驾驶员指令在坡道上可靠驻车，保持车辆静止',
    '满载 30% 坡道驻车保持，单轮夹紧力 ≥ 16 kN（GB 21670）',
    'CC',
  ],
  ['fSafe', 'epb', '行驶中不发生意外驻车夹紧', '车速 > 3 km/h 时无驾驶员持续请求不夹紧', 'CC'],
  ['fRelease', 'epb', '按驾驶员意图或起步辅助释放驻车', '释放时间 ≤ 1.0 s；完全释放后拖滞力矩 ≤ 3 N·m', null],
  ['fWarn', 'epb', '向驾驶员提示驻车状态与故障', '故障识别后 200 ms 内点亮驻车故障灯并显示文字提示', null],
  [
    'fControl',
    'ecuAsm',
    '判断驾驶员指令与车辆状态，控制电机夹紧或释放',
    '开关指令识别 ≤ 100 ms；夹紧/释放许可按车速、档位、制动踏板判断',
    'CC',
  ],
  [
    'fDiag',
    'ecuAsm',
    '诊断执行器、传感器与自身故障并执行系统响应',
    '故障处理时间 FHTI ≤ 300 ms（故障容错时间 FTTI 500 ms）',
    'SC',
  ],
  ['fClamp', 'actuatorAsm', '将电机扭矩转换为卡钳夹紧力并断电保持', '夹紧力 16–20 kN，夹紧时间 ≤ 1.2 s', 'CC'],
  ['fMcu', 'mcu', '执行驻车控制与诊断软件', 'ASIL B；双核锁步比较，看门狗 10 ms', null],
  ['fDriver', 'driver', '按 PWM 指令双向驱动电机', '持续电流 15 A，峰值 30 A；过流关断 ≤ 10 μs', null],
  ['fCurrent', 'currentSensor', '测量电机电流', '量程 0–40 A，精度 ±2%（-40–105 ℃）', 'SC'],
  ['fMotor', 'motor', '输出驱动扭矩', '9 V 时堵转扭矩 ≥ 0.8 N·m；寿命 30 万次循环', null],
  ['fGear', 'gear', '减速增扭', '减速比 150:1，效率 ≥ 70%，-40 ℃ 可正常工作', null],
  ['fSpindle', 'spindle', '将旋转转换为活塞推力并断电自锁', '断电后夹紧力保持 ≥ 16 kN，24 h 衰减 ≤ 5%', 'CC'],
  ['fHall', 'hall', '检测电机转速与转子位置', '每转 2 个脉冲，占空比 50% ± 10%', null],
  ['fSwitch', 'switch', '传送驾驶员驻车/释放指令', '双路互补信号，触点电阻 ≤ 200 mΩ', null],
  [
    'fWheelSpeed',
    'wheelSpeed',
    '提供车速信号用于驻车许可判断',
    '分辨率 0.1 km/h，CAN 周期 20 ms，含校验和与滚动计数',
    null,
  ],
];

/** [higher, lower]: the function net, vehicle-level ← subsystem ← component. */
export const DEMO_MSR_FUNCTION_LINKS: Array<[string, string]> = [
  ['fHold', 'fControl'],
  ['fHold', 'fClamp'],
  ['fSafe', 'fControl'],
  ['fRelease', 'fControl'],
  ['fRelease', 'fClamp'],
  ['fWarn', 'fDiag'],
  ['fControl', 'fMcu'],
  ['fControl', 'fDriver'],
  ['fControl', 'fSwitch'],
  ['fControl', 'fWheelSpeed'],
  ['fDiag', 'fMcu'],
  ['fDiag', 'fCurrent'],
  ['fDiag', 'fHall'],
  ['fClamp', 'fMotor'],
  ['fClamp', 'fGear'],
  ['fClamp', 'fSpindle'],
];

/** [key, function, failure effect (to the end user, without the system response), S] */
export const DEMO_MSR_EFFECTS: Array<[string, string, string, number]> = [
  ['feRoll', 'fHold', '车辆在坡道上溜车，可能碰撞行人或障碍物', 10],
  ['feUnintended', 'fSafe', '行驶中后轮意外夹紧抱死，车辆失稳', 10],
  ['feNoRelease', 'fRelease', '驻车无法释放，车辆无法起步', 7],
  ['feDrag', 'fRelease', '释放不完全，后轮拖滞过热', 6],
  ['feNoWarn', 'fWarn', '故障未提示，驾驶员误以为已可靠驻车', 8],
];

/** [key, function, failure mode, the effects it leads to] */
export const DEMO_MSR_MODES: Array<[string, string, string, string[]]> = [
  ['fmClampLow', 'fClamp', '驻车夹紧力不足', ['feRoll']],
  ['fmNoApply', 'fControl', '驾驶员请求驻车时未输出夹紧指令', ['feRoll']],
  ['fmUnintendedRelease', 'fControl', '无驾驶员请求时输出释放指令', ['feRoll']],
  ['fmWrongPermit', 'fControl', '车速判断错误，行驶中执行静态驻车夹紧', ['feUnintended']],
  ['fmNoRelease', 'fClamp', '执行器无法反向释放', ['feNoRelease', 'feDrag']],
  ['fmDiagMiss', 'fDiag', '执行器位置故障未被诊断', ['feNoWarn']],
];

/**
 * A failure cause and the MSR risk of its chain: F with its rationale, the current diagnostic monitoring, the system
 * response, the most severe effect after it (mitigated) with its severity, and M.
 */
export interface DemoMsrCause {
  key: string;
  fn: string;
  name: string;
  mode: string;
  /** 频率评级理由. */
  rationale: string;
  f: number;
  /** 当前诊断监视. */
  monitoring: string;
  /** 当前系统响应. */
  systemResponse: string;
  mitigatedEffect: string;
  mitigatedSeverity: number;
  m: number;
  sc?: 'CC' | 'SC';
  filterCode?: string;
}

export const DEMO_MSR_CAUSES: DemoMsrCause[] = [
  {
    key: 'fcMotorWear',
    fn: 'fMotor',
    name: '电机电刷磨损，堵转扭矩下降',
    mode: 'fmClampLow',
    rationale: '电机台架寿命 30 万次后扭矩下降 12%；同平台 EPB 现场电机类索赔 15 ppm/年',
    f: 5,
    monitoring: '电机电流监测：夹紧终止电流阈值与霍尔转数推算夹紧力，未达 16 kN 判夹紧不足（100 ms 内）',
    systemResponse: '点亮驻车故障灯并报警，自动请求 ESC 液压保压，提示驾驶员踩住制动踏板',
    mitigatedEffect: '驻车功能降级：ESC 液压保压车辆静止，驾驶员收到声光提示',
    mitigatedSeverity: 5,
    m: 1,
    sc: 'CC',
    filterCode: 'SAFETY',
  },
  {
    key: 'fcGearCreep',
    fn: 'fGear',
    name: '行星齿轮塑料齿圈高温蠕变断齿',
    mode: 'fmClampLow',
    rationale: '齿圈材料 PA66-GF30，150 ℃ 蠕变试验通过；新结构，无现场数据',
    f: 3,
    monitoring: '霍尔传感器信号合理性检查：电机转数与电流曲线比对，识别空转',
    systemResponse: '点亮驻车故障灯，提示"驻车失效，请挂 P 挡并踩住制动"',
    mitigatedEffect: '夹紧失败，驾驶员收到声光报警后自行保持车辆',
    mitigatedSeverity: 6,
    m: 2,
  },
  {
    key: 'fcSpindleLock',
    fn: 'fSpindle',
    name: '丝杠螺母自锁失效（低温润滑脂黏度变化）',
    mode: 'fmClampLow',
    rationale: '自锁螺纹升角设计裕度 1.5°；-40 ℃ 夹紧力保持试验通过',
    f: 2,
    monitoring: '驻车后每 5 min 唤醒检测霍尔位置变化',
    systemResponse: '检测到位置回退时自动再夹紧并点亮驻车故障灯',
    mitigatedEffect: '自动再夹紧保持车辆，驾驶员收到提示',
    mitigatedSeverity: 4,
    m: 5,
  },
  {
    key: 'fcCurrentDrift',
    fn: 'fCurrent',
    name: '电流采样放大器温漂，电流测量偏低',
    mode: 'fmClampLow',
    rationale: '放大器温漂 ±50 ppm/℃；高温下测量偏差可达 -4%，夹紧力目标裕度仅 5%',
    f: 3,
    monitoring: '上电自检零点校准；霍尔转数与电流模型合理性比较',
    systemResponse: '夹紧力目标提高至上限 20 kN 并点亮驻车故障灯',
    mitigatedEffect: '夹紧力按上限执行，驾驶员收到维修提示',
    mitigatedSeverity: 5,
    m: 4,
    sc: 'SC',
  },
  {
    key: 'fcSwitchOxide',
    fn: 'fSwitch',
    name: '开关触点氧化，双路信号不一致',
    mode: 'fmNoApply',
    rationale: '触点镀金 0.2 μm，同类开关现场 40 ppm/年；湿热环境下偏高',
    f: 4,
    monitoring: '双路互补信号合理性检查，不一致持续 50 ms 判开关故障',
    systemResponse: '点亮驻车故障灯，提示"驻车开关故障，请挂 P 挡"；熄火时自动驻车兜底',
    mitigatedEffect: '开关失效，熄火自动驻车仍可用，驾驶员收到提示',
    mitigatedSeverity: 5,
    m: 2,
  },
  {
    key: 'fcMcuRelease',
    fn: 'fMcu',
    name: '软件状态机错误，无请求时输出释放指令',
    mode: 'fmUnintendedRelease',
    rationale: 'ASPICE CL2 开发，MC/DC 覆盖率 100%；随机硬件失效 < 10 FIT',
    f: 2,
    monitoring: '释放须开关、制动踏板、档位三条件，监控核独立校验释放指令',
    systemResponse: '点亮驻车故障灯并禁止释放，保持夹紧状态',
    mitigatedEffect: '车辆保持驻车，暂时无法电动释放，驾驶员收到提示',
    mitigatedSeverity: 5,
    m: 1,
    sc: 'CC',
    filterCode: 'SAFETY',
  },
  {
    key: 'fcWheelSpeed',
    fn: 'fWheelSpeed',
    name: '轮速信号丢失或错误（CAN 超时、信号冻结）',
    mode: 'fmWrongPermit',
    rationale: 'CAN 总线负载 45%；同平台 ESC 轮速信号无效事件 3 次/百万公里',
    f: 3,
    monitoring: 'CAN 报文超时、校验和与滚动计数器检查，与变速器输出转速比对',
    systemResponse: '车速无效时按"车辆行驶"处理，驻车请求改由 ESC 液压动态减速执行',
    mitigatedEffect: '驻车请求以液压动态减速执行，后轮不抱死',
    mitigatedSeverity: 4,
    m: 3,
    sc: 'CC',
  },
  {
    key: 'fcDriverShort',
    fn: 'fDriver',
    name: 'H 桥 MOSFET 短路，电机持续通电夹紧',
    mode: 'fmWrongPermit',
    rationale: 'MOSFET 降额 50% 使用；器件失效率 2 FIT',
    f: 2,
    monitoring: 'H 桥驱动芯片桥臂短路检测 + MCU 电流采样交叉比较',
    systemResponse: '切断驱动电源继电器，禁止夹紧，点亮驻车故障灯',
    mitigatedEffect: '行驶中驻车功能不可用，故障灯点亮',
    mitigatedSeverity: 6,
    m: 1,
  },
  {
    key: 'fcGearIce',
    fn: 'fGear',
    name: '齿轮箱进水结冰卡滞',
    mode: 'fmNoRelease',
    rationale: '执行器 IP6K9K；北方冬季同类结构偶发，约 20 ppm/年',
    f: 3,
    monitoring: '释放过程电机电流与霍尔转数监测，识别堵转',
    systemResponse: '重复释放 3 次后报警，降级为机械应急释放并提示驾驶员',
    mitigatedEffect: '无法电动释放，驾驶员按提示使用机械应急释放',
    mitigatedSeverity: 5,
    m: 1,
  },
  {
    key: 'fcMotorOpen',
    fn: 'fMotor',
    name: '电机线束接插件松脱断路',
    mode: 'fmNoRelease',
    rationale: '接插件带二次锁止；装配防错，线束振动试验通过',
    f: 2,
    monitoring: 'H 桥开路负载检测（上电及每次动作前）',
    systemResponse: '点亮驻车故障灯，提示维修，降级为机械应急释放',
    mitigatedEffect: '无法电动释放，故障灯提示，可机械应急释放',
    mitigatedSeverity: 5,
    m: 1,
  },
  {
    key: 'fcHallLoss',
    fn: 'fHall',
    name: '霍尔传感器失效，无转数信号',
    mode: 'fmDiagMiss',
    rationale: '霍尔芯片 AEC-Q100 Grade 0；同类传感器现场 8 ppm/年',
    f: 3,
    monitoring: '霍尔信号断线/短路检测，脉冲数与电机电流纹波计数比对',
    systemResponse: '切换为电流纹波计数估算位置，点亮驻车故障灯',
    mitigatedEffect: '位置估算精度下降，驾驶员收到维修提示',
    mitigatedSeverity: 3,
    m: 2,
  },
];

/** An MSR optimization action, with the chain's ratings after once it has them (the last action's count). */
export interface DemoMsrAction {
  mode: string;
  cause: string;
  type: 'prevention' | 'monitoring' | 'systemResponse';
  description: string;
  responsible: 'zhangwei' | 'lina';
  targetDate: string;
  status: 'open' | 'decisionPending' | 'implementationPending' | 'completed' | 'notImplemented';
  actionTaken: string;
  completionDate: string | null;
  after?: { f: number | null; m: number | null; mitigatedEffect: string; mitigatedSeverity: number | null };
}

export const DEMO_MSR_ACTIONS: DemoMsrAction[] = [
  {
    mode: 'fmNoApply',
    cause: 'fcSwitchOxide',
    type: 'monitoring',
    description: '开关增加第三路模拟电压信号，三取二表决识别触点故障',
    responsible: 'zhangwei',
    targetDate: '2026-11-30',
    status: 'completed',
    actionTaken: '开关 B 版样件三路信号完成 HIL 故障注入 120 项，识别率 100%，识别时间 ≤ 40 ms',
    completionDate: '2026-11-20',
  },
  {
    mode: 'fmNoApply',
    cause: 'fcSwitchOxide',
    type: 'systemResponse',
    description: '开关故障时允许"制动踏板 + 开关任一路长按 2 s"确认的降级驻车',
    responsible: 'zhangwei',
    targetDate: '2026-12-15',
    status: 'completed',
    actionTaken: '软件 V2.3 实现降级驻车，整车坡道验证 30 次全部驻车成功',
    completionDate: '2026-12-10',
    after: {
      f: null,
      m: 1,
      mitigatedEffect: '开关故障时仍可降级驻车，驾驶员收到维修提示',
      mitigatedSeverity: 4,
    },
  },
  {
    mode: 'fmClampLow',
    cause: 'fcCurrentDrift',
    type: 'prevention',
    description: '选用低温漂（±25 ppm/℃）分流电阻与车规零漂移放大器',
    responsible: 'zhangwei',
    targetDate: '2026-11-15',
    status: 'completed',
    actionTaken: 'ECU C 样电路更新，-40–105 ℃ 电流测量偏差 ≤ 1%',
    completionDate: '2026-11-08',
  },
  {
    mode: 'fmClampLow',
    cause: 'fcCurrentDrift',
    type: 'monitoring',
    description: '电流采样增加双通道冗余比较，每次夹紧前在线标定零点',
    responsible: 'lina',
    targetDate: '2026-12-20',
    status: 'completed',
    actionTaken: '双通道偏差 > 3% 判故障，HIL 注入漂移故障 50 次全部识别',
    completionDate: '2026-12-18',
    after: { f: 2, m: 2, mitigatedEffect: '夹紧力按上限执行，驾驶员收到维修提示', mitigatedSeverity: 5 },
  },
  {
    mode: 'fmClampLow',
    cause: 'fcMotorWear',
    type: 'prevention',
    description: '电刷材料改为铜石墨复合材料，寿命目标提升至 50 万次',
    responsible: 'zhangwei',
    targetDate: '2027-01-31',
    status: 'implementationPending',
    actionTaken: '',
    completionDate: null,
  },
  {
    mode: 'fmClampLow',
    cause: 'fcGearCreep',
    type: 'systemResponse',
    description: '识别断齿后自动请求 ESC 液压保压，并联动变速器 P 挡锁止',
    responsible: 'zhangwei',
    targetDate: '2027-02-15',
    status: 'decisionPending',
    actionTaken: '',
    completionDate: null,
  },
];
