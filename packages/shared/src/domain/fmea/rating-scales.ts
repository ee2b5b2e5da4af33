/**
 * The default 1–10 rating scales of a new SOD standard, per kind (reference/fmea/rating-scales.json: paraphrases of the
 * AIAG & VDA 2019 tables written for this project, in Chinese). A tenant's SOD standards start from these and may
 * be edited; a project keeps the standard it was created with. rating-scales.test.ts compares them with the reference.
 */

export interface RatingLevel {
  rating: number;
  label: string;
  criteria: string;
}

/** The three scales of a standard: S, O, D (FMEA-MSR: S, F, M), each from 10 down to 1. */
export interface RatingScales {
  severity: RatingLevel[];
  occurrence: RatingLevel[];
  detection: RatingLevel[];
}

export const DEFAULT_DFMEA_SCALES: RatingScales = {
  severity: [
    { rating: 10, label: '非常高', criteria: '影响车辆/产品的安全运行，或危及驾驶员、乘客、道路使用者或行人的健康' },
    { rating: 9, label: '非常高', criteria: '不符合法规要求' },
    { rating: 8, label: '高', criteria: '在预期使用寿命内丧失正常使用所需的主要功能' },
    { rating: 7, label: '高', criteria: '正常使用所需的主要功能降级' },
    { rating: 6, label: '中', criteria: '丧失次要功能' },
    { rating: 5, label: '中', criteria: '次要功能降级' },
    { rating: 4, label: '中', criteria: '外观、声音、振动、粗糙度或触感令人非常不满' },
    { rating: 3, label: '低', criteria: '外观、声音、振动、粗糙度或触感令人较为不满' },
    { rating: 2, label: '低', criteria: '外观、声音、振动、粗糙度或触感令人略有不满' },
    { rating: 1, label: '非常低', criteria: '无可察觉的影响' },
  ],
  occurrence: [
    {
      rating: 10,
      label: '极高',
      criteria: '首次在任何地方使用的新技术，无使用经验或使用条件不受控；预防控制无法预测现场表现',
    },
    { rating: 9, label: '很高', criteria: '公司内首次采用含技术创新或新材料的设计；新应用或工况/使用条件改变' },
    { rating: 8, label: '很高', criteria: '在新应用中首次使用创新设计或材料；尚无对应的设计标准或最佳实践' },
    {
      rating: 7,
      label: '高',
      criteria: '基于类似技术和材料的新设计；新应用或工况改变；有标准但预防控制仅部分有预测能力',
    },
    {
      rating: 6,
      label: '高',
      criteria: '与以往设计相似，使用现有技术/材料，应用类似但有变化；以往设计在现场出现过问题',
    },
    { rating: 5, label: '中', criteria: '对以往设计的细节变更，技术已验证；预防控制能发现与起因相关的缺陷' },
    { rating: 4, label: '中', criteria: '几乎相同的设计，现场使用时间较短；应用类似、变化较小；预防控制具有预测性' },
    {
      rating: 3,
      label: '低',
      criteria: '对已知设计（同一应用）的细节变更，在可比条件下有试验或现场经验；预防控制有效',
    },
    { rating: 2, label: '很低', criteria: '几乎相同的成熟设计，在可比条件下有长期现场经验；预防控制已被证明有效' },
    { rating: 1, label: '极低', criteria: '通过预防控制消除失效；从设计上不可能出现该起因' },
  ],
  detection: [
    { rating: 10, label: '很低', criteria: '试验程序尚未制定／未定义试验方法' },
    { rating: 9, label: '很低', criteria: '试验方法并非专门用于探测该失效模式或起因' },
    { rating: 8, label: '低', criteria: '新的、未经验证的试验方法' },
    {
      rating: 7,
      label: '低',
      criteria:
        '经验证的功能/性能/耐久试验方法，但安排在开发后期（失败将导致重新设计/改模，影响量产）；合格/不合格试验',
    },
    { rating: 6, label: '中', criteria: '同7，但为试验至失效' },
    { rating: 5, label: '中', criteria: '同7，但为退化试验' },
    { rating: 4, label: '高', criteria: '经验证的试验方法，安排足够早，可在量产放行前修改工装；合格/不合格试验' },
    { rating: 3, label: '高', criteria: '同4，但为试验至失效' },
    { rating: 2, label: '高', criteria: '同4，但为退化试验' },
    { rating: 1, label: '很高', criteria: '以往试验确认失效模式/起因不会发生，或探测方法经证明总能探测到' },
  ],
};

export const DEFAULT_PFMEA_SCALES: RatingScales = {
  severity: [
    { rating: 10, label: '高', criteria: '本厂：危及制造/装配作业人员健康或安全。终端用户：影响安全运行或健康' },
    { rating: 9, label: '高', criteria: '本厂：厂内违反法规。终端用户：不符合法规' },
    {
      rating: 8,
      label: '中高',
      criteria: '本厂：整批可能100%报废。发运地工厂：停线超过一个班次，可能停止发运或现场返修。终端用户：丧失主要功能',
    },
    {
      rating: 7,
      label: '中高',
      criteria:
        '本厂：需挑选并部分（<100%）报废，偏离主流程、降速或增加人力。发运地：停线1小时至一个班次。终端用户：主要功能降级',
    },
    { rating: 6, label: '中低', criteria: '本厂：整批100%线外返工。发运地：停线不超过1小时。终端用户：丧失次要功能' },
    {
      rating: 5,
      label: '中低',
      criteria: '本厂：部分产品线外返工。发运地：影响<100%，需挑选，不停线。终端用户：次要功能降级',
    },
    {
      rating: 4,
      label: '中低',
      criteria:
        '本厂：继续加工前100%在工位返工。发运地：触发重大反应计划，无需挑选。终端用户：外观/声音/振动/触感令人非常不满',
    },
    { rating: 3, label: '低', criteria: '本厂：部分产品在工位返工。发运地：触发轻微反应计划。终端用户：令人较为不满' },
    {
      rating: 2,
      label: '低',
      criteria: '本厂：对过程、操作或操作者略有不便。发运地：无需反应计划，仅反馈供方。终端用户：略有不满',
    },
    { rating: 1, label: '很低', criteria: '无可察觉的影响' },
  ],
  occurrence: [
    { rating: 10, label: '极高', criteria: '无预防控制' },
    { rating: 9, label: '很高', criteria: '仅有行为类控制；对防止起因作用甚微' },
    { rating: 8, label: '很高', criteria: '仅有行为类控制；对防止起因作用甚微' },
    { rating: 7, label: '高', criteria: '行为或技术类控制；有一定效果' },
    { rating: 6, label: '高', criteria: '行为或技术类控制；有一定效果' },
    { rating: 5, label: '中', criteria: '行为或技术类控制；有效' },
    { rating: 4, label: '中', criteria: '行为或技术类控制；有效' },
    { rating: 3, label: '低', criteria: '最佳实践的行为或技术类控制；高度有效' },
    { rating: 2, label: '低', criteria: '最佳实践的行为或技术类控制；高度有效' },
    { rating: 1, label: '极低', criteria: '技术类控制使起因在物理上不可能发生（零件几何、夹具/工装设计、防错）' },
  ],
  detection: [
    { rating: 10, label: '很低', criteria: '未建立或不知道任何试验或检验方法' },
    { rating: 9, label: '很低', criteria: '不太可能探测到；仅有随机或零星审核' },
    { rating: 8, label: '低', criteria: '方法未经验证；人工检验（目视/触觉/听觉）或手工量检具' },
    { rating: 7, label: '低', criteria: '方法未经验证；基于设备的探测（带灯光/蜂鸣的自动/半自动）或三坐标等检测设备' },
    { rating: 6, label: '中', criteria: '方法已验证（有经验、量具R&R可接受）；人工检验或手工量检具' },
    { rating: 5, label: '中', criteria: '方法已验证；带提示的（半）自动设备探测或三坐标' },
    { rating: 4, label: '高', criteria: '经验证可靠的下游自动探测；不合格品被锁定/隔离，不能流出' },
    { rating: 3, label: '高', criteria: '经验证可靠的工位内自动探测；阻止不合格品继续加工' },
    { rating: 2, label: '高', criteria: '经验证的对起因的自动探测，可防止失效模式（不合格品）产生' },
    { rating: 1, label: '很高', criteria: '失效模式在物理上无法产生，或探测方法经证明总能探测到' },
  ],
};

/** FMEA-MSR rates frequency (F) and monitoring (M) in the places of O and D. */
export const DEFAULT_MSR_SCALES: RatingScales = {
  severity: [
    { rating: 10, label: '非常高', criteria: '影响车辆/产品的安全运行，或危及驾驶员、乘客、道路使用者或行人的健康' },
    { rating: 9, label: '非常高', criteria: '不符合法规要求' },
    { rating: 8, label: '高', criteria: '在预期使用寿命内丧失正常使用所需的主要功能' },
    { rating: 7, label: '高', criteria: '正常使用所需的主要功能降级' },
    { rating: 6, label: '中', criteria: '丧失次要功能' },
    { rating: 5, label: '中', criteria: '次要功能降级' },
    { rating: 4, label: '中', criteria: '外观、声音、振动、粗糙度或触感令人非常不满' },
    { rating: 3, label: '低', criteria: '外观、声音、振动、粗糙度或触感令人较为不满' },
    { rating: 2, label: '低', criteria: '外观、声音、振动、粗糙度或触感令人略有不满' },
    { rating: 1, label: '非常低', criteria: '无可察觉的影响' },
  ],
  occurrence: [
    { rating: 10, label: '极高／无法确定', criteria: '频率未知，或已知在预期使用寿命内高到不可接受' },
    { rating: 9, label: '高', criteria: '在预期使用寿命内很可能发生' },
    { rating: 8, label: '高', criteria: '在使用寿命内可能在现场经常发生' },
    { rating: 7, label: '中', criteria: '可能在现场较频繁地发生' },
    { rating: 6, label: '中', criteria: '可能在现场时有发生' },
    { rating: 5, label: '中', criteria: '可能在现场偶尔发生' },
    { rating: 4, label: '低', criteria: '预计在现场很少发生（约十次或以上现场发生）' },
    { rating: 3, label: '很低', criteria: '预计在现场仅个别发生（至少一次）' },
    { rating: 2, label: '极低', criteria: '基于预防/探测措施和现场经验，预计现场不会发生，但不能排除个别情况' },
    { rating: 1, label: '不可能发生', criteria: '在使用寿命内不可能发生或已基本消除；证据与理由已记录' },
  ],
  detection: [
    {
      rating: 10,
      label: '无效',
      criteria: '系统、驾驶员、乘客或维修技师完全无法探测到故障，或无法在故障处理时间间隔（FHTI）内探测到',
    },
    { rating: 9, label: '很低', criteria: '在相关工况下几乎探测不到；诊断覆盖率极低' },
    { rating: 8, label: '低', criteria: '仅在极少数相关工况下能探测到；有效性低' },
    { rating: 7, label: '中低', criteria: '在FHTI内被系统或驾驶员探测到的概率较低' },
    { rating: 6, label: '中', criteria: '仅在部分工况（如上电时）由系统自动或驾驶员探测到；探测时间波动明显' },
    { rating: 5, label: '中', criteria: '在FHTI内可自动探测但有一定波动，或驾驶员在多数工况下可察觉' },
    { rating: 4, label: '中高', criteria: '在多数工况下于FHTI内自动探测；诊断覆盖率高（约>90%）' },
    { rating: 3, label: '高', criteria: '在FHTI内以高概率自动探测，系统响应可减轻影响（约>97%）' },
    { rating: 2, label: '很高', criteria: '以很高概率自动探测；系统响应快速可靠（约>99%）' },
    {
      rating: 1,
      label: '可靠且可接受',
      criteria: '总能在FHTI内自动探测；系统响应可靠地将后果降为减轻后的（更低严重度）失效影响',
    },
  ],
};
