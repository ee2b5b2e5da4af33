import { describe, expect, it } from 'vitest';
import {
  characteristicChanges,
  dfmeaCharacteristics,
  obviousProcessStep,
  requirementChangeKind,
  type StepForMatching,
  sharedTermLength,
} from './dfmea-linkage';
import type { FmeaFunction, StructureElement } from './net-schema';

const element = (id: string, parentId: string | null, type: StructureElement['type'], name: string, sortOrder = 0) =>
  ({
    id,
    parentId,
    type,
    name,
    number: `N-${id}`,
    sortOrder,
    partId: null,
    bomLineId: null,
    workElementCategory: null,
    version: 1,
  }) satisfies StructureElement;
const fn = (
  id: string,
  elementId: string,
  name: string,
  requirement: string,
  specialCharacteristic: FmeaFunction['specialCharacteristic'] = null,
  sortOrder = 0,
) => ({ id, elementId, name, requirement, specialCharacteristic, sortOrder, version: 3 }) satisfies FmeaFunction;

describe('the product characteristics of a DFMEA', () => {
  it('are the requirements of its components’ functions and every CC/SC requirement, in tree order', () => {
    const elements = [
      element('caliper', null, 'system', '前制动钳总成'),
      element('housingAsm', 'caliper', 'subsystem', '钳体组件'),
      element('seal', 'housingAsm', 'component', '矩形密封圈', 1),
      element('housing', 'housingAsm', 'component', '钳体', 0),
    ];
    const functions = [
      fn('fBrake', 'caliper', '产生制动力矩', '制动距离 ≤ 38 m', 'CC'),
      fn('fQuiet', 'caliper', '制动无异响', '车内噪声 ≤ 70 dB(A)', null),
      fn('fSeal', 'housingAsm', '密封制动液', '25 MPa 无泄漏', 'CC'),
      fn('fMarked', 'housingAsm', '标记', '', 'SC'),
      fn('fRing', 'seal', '密封并带动活塞回位', 'EPDM 70 Shore A，压缩量 8%–12%', 'SC'),
      fn('fBore', 'housing', '缸孔与活塞配合', '缸孔 Φ54 H8', 'SC', 1),
      fn('fMount', 'housing', '安装定位', '  ', null, 0),
      fn('fWall', 'housing', '承压', '壁厚 ≥ 8 mm', null, 2),
    ];
    const list = dfmeaCharacteristics({ elements, functions });
    expect(list.map((c) => [c.functionId, c.elementName, c.requirement, c.specialCharacteristic])).toEqual([
      ['fBrake', '前制动钳总成', '制动距离 ≤ 38 m', 'CC'],
      ['fSeal', '钳体组件', '25 MPa 无泄漏', 'CC'],
      ['fBore', '钳体', '缸孔 Φ54 H8', 'SC'],
      ['fWall', '钳体', '壁厚 ≥ 8 mm', null],
      ['fRing', '矩形密封圈', 'EPDM 70 Shore A，压缩量 8%–12%', 'SC'],
    ]);
    expect(list[2]).toMatchObject({ elementId: 'housing', elementNumber: 'N-housing', version: 3 });
  });
});

describe('what changed in the DFMEA since a characteristic was carried', () => {
  const carried = { requirement: '缸孔 Φ54 H8，Ra ≤ 0.8 μm', specialCharacteristic: 'SC' as const };

  it('nothing, when the text and the special characteristic are the same (spaces at the ends aside)', () => {
    expect(characteristicChanges(carried, { ...carried, requirement: ' 缸孔 Φ54 H8，Ra ≤ 0.8 μm ' })).toEqual({
      status: 'current',
      changes: [],
    });
  });

  it('a tolerance change when only the figures moved, a text change otherwise', () => {
    expect(requirementChangeKind('缸孔 Φ54 H8，Ra ≤ 0.8 μm', '缸孔 Φ54 H7，Ra ≤ 0.4 μm')).toBe('tolerance');
    expect(requirementChangeKind('压缩量 8%–12%', '压缩量 9% – 11%')).toBe('tolerance');
    expect(requirementChangeKind('镀铬层 ≥ 15 μm', '镀铬层 ≥ 20 μm，并封孔处理')).toBe('text');
    expect(requirementChangeKind('缸孔 Φ54 H8', '活塞 Φ54 f7')).toBe('text');
    const changed = characteristicChanges(carried, {
      requirement: '缸孔 Φ54 H7，Ra ≤ 0.4 μm',
      specialCharacteristic: 'SC',
    });
    expect(changed).toEqual({
      status: 'changed',
      changes: [
        {
          field: 'requirement',
          kind: 'tolerance',
          before: '缸孔 Φ54 H8，Ra ≤ 0.8 μm',
          after: '缸孔 Φ54 H7，Ra ≤ 0.4 μm',
        },
      ],
    });
  });

  it('a special characteristic raised, lowered or dropped', () => {
    expect(characteristicChanges(carried, { ...carried, specialCharacteristic: 'CC' }).changes).toEqual([
      { field: 'specialCharacteristic', before: 'SC', after: 'CC' },
    ]);
    expect(characteristicChanges(carried, { ...carried, specialCharacteristic: null }).changes).toEqual([
      { field: 'specialCharacteristic', before: 'SC', after: null },
    ]);
    const both = characteristicChanges(
      { requirement: '壁厚 ≥ 8 mm', specialCharacteristic: null },
      { requirement: '壁厚不小于 8 mm', specialCharacteristic: 'SC' },
    );
    expect(both.changes.map((c) => (c.field === 'requirement' ? c.kind : c.after))).toEqual(['text', 'SC']);
  });

  it('removed, when the DFMEA no longer has it', () => {
    expect(characteristicChanges(carried, null)).toEqual({ status: 'removed', changes: [] });
  });
});

describe('the process step a characteristic obviously belongs to', () => {
  // The demo caliper's process (PF-BC-1000) as a PFMEA copied from it: step names; work elements' names, the step's
  // and the work elements' descriptions.
  const steps: StepForMatching[] = [
    {
      id: '10',
      name: '钳体铸件接收检验',
      details: ['按批抽检供应商 QT450-10 钳体毛坯的材质、硬度与外观', '钳体铸件毛坯', 'QT450-10，供应商：恒力铸造'],
    },
    { id: '30', name: '钳体粗铣与钻孔', details: ['铣安装面、钻导向销孔与油道孔', '卧式加工中心 HMC-500'] },
    {
      id: '40',
      name: '缸孔精镗与密封槽加工',
      details: ['精镗缸孔 Φ54 H8、车矩形密封槽，机内测量', '精镗专机', '气动量仪', '缸孔 Φ54 H8，Ra ≤ 0.8 μm'],
    },
    {
      id: '70',
      name: '钳体电泳涂装',
      details: ['前处理、阴极电泳、烘干；缸孔与密封槽遮蔽', '缸孔遮蔽塞', '涂层测厚仪', '膜厚 15–25 μm'],
    },
    {
      id: '80',
      name: '活塞与密封圈装配',
      details: ['装矩形密封圈、压装活塞、装防尘罩', '活塞、矩形密封圈、防尘罩', '防错：视觉检测密封圈有无与扭曲'],
    },
    {
      id: '90',
      name: '支架与导向销装配',
      details: [
        '导向销涂脂、装护套，支架与钳体组装并拧紧',
        '伺服拧紧机',
        '扭矩 30 ± 3 N·m，角度监控',
        '支架、导向销、导向销护套',
      ],
    },
    { id: '100', name: '气密性检测', details: ['100% 压降法检漏，不合格返装配', '泄漏量 ≤ 0.5 mL/min'] },
    { id: '110', name: '最终检验', details: ['外观、标识、活塞回位与导向销滑动力检查', '滑动力检测台'] },
  ];
  const match = (elementName: string, functionName: string, requirement: string) =>
    obviousProcessStep({ elementName, functionName, requirement }, steps);

  it('is the one step that shares the most meaningful terms with it', () => {
    expect(match('钳体', '缸孔与活塞配合并承压', '缸孔 Φ54 H8，Ra ≤ 0.8 μm')).toBe('40');
    expect(match('活塞', '传递推力并耐腐蚀', '镀铬层 ≥ 15 μm，中性盐雾 480 h 无红锈')).toBe('80');
    expect(match('矩形密封圈', '密封并以弹性变形带动活塞回位', 'EPDM 70 Shore A，压缩量 8%–12%')).toBe('80');
    expect(match('导向销护套', '防止污物进入销孔', '唇口过盈量 0.3–0.5 mm')).toBe('90');
    // The bracket's material grade is the casting's too (step 10): the part's name weighs more.
    expect(match('支架', '承受制动力矩不断裂', 'QT450-10，臂根部 R ≥ 6 mm')).toBe('90');
    expect(match('活塞防尘罩', '防止泥水进入缸孔', '耐温 -40–150 ℃，涉水试验无进水')).toBe('80');
  });

  it('is none when no step shares enough, or none is clearly ahead (the engineer chooses)', () => {
    expect(match('摩擦片（内、外）', '提供稳定摩擦系数', '350 ℃ 热衰退后摩擦系数 ≥ 0.30')).toBeNull();
    expect(match('放气螺钉', '密封放气孔', '拧紧力矩 9–12 N·m，锥面密封无泄漏')).toBeNull();
    // 制动 of the caliper's name met in 制动液 of a work element: too little to be obvious; the housing group is
    // in several steps, none clearly ahead.
    expect(match('前制动钳总成', '产生制动力矩', '制动距离 ≤ 38 m')).toBeNull();
    expect(match('钳体组件', '密封制动液，无外泄漏', '25 MPa 保压 30 s 无泄漏')).toBeNull();
    expect(obviousProcessStep({ elementName: '钳体', functionName: '', requirement: '' }, steps)).toBeNull();
  });

  it('counts two Chinese characters or four characters of any kind as a term, never a lone unit or figure', () => {
    expect(sharedTermLength('镀铬层 ≥ 15 μm', '膜厚 15–25 μm')).toBe(0);
    expect(sharedTermLength('缸孔 Φ54 H8', '缸孔精镗')).toBe(2);
    expect(sharedTermLength('Φ54 H8，Ra ≤ 0.8', '量仪 Φ54H8，Ra≤0.8')).toBe(12);
    expect(sharedTermLength('', '缸孔')).toBe(0);
  });
});
