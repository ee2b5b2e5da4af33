import { describe, expect, it } from 'vitest';
import { actionOfSummary, moduleNameOfPath } from './module-names';

describe('moduleNameOfPath', () => {
  it.each([
    ['/api/app/user/changeUser', '用户管理'],
    ['/api/app/dataDictionary/item', '数据字典'],
    ['/api/app/newDataDictionary/orUpdateDataDictionary', '数据字典'],
    ['/api/app/Organization/organizationTree', '组织管理'],
    ['/api/services/app/Role/CreateRole', '角色管理'],
    ['/api/wfTask/approve', '我的流程'],
    ['/api/app/FailureMode/EditFailure', 'FailureMode'],
    ['/api/app/user/changePassWord', '个人中心'],
    ['/api/app/common/plugDataBase', '插件管理'],
    ['/api/app/Common/UploadFile', '公共'],
    ['/api/app/mSData/saveData', '数理统计'],
    ['/api/app/folders/creatOrEditFolder', '数理统计'],
  ])('%s -> %s', (path, name) => {
    expect(moduleNameOfPath(path)).toBe(name);
  });
});

describe('actionOfSummary', () => {
  it('keeps the summary up to the first clause break', () => {
    expect(actionOfSummary('修改字典项（version 为读取时的版本，过期则 409）')).toBe('修改字典项');
    expect(actionOfSummary('新增字典项；编码在类型内唯一')).toBe('新增字典项');
    expect(actionOfSummary('发布草稿公告：记录发布时间')).toBe('发布草稿公告');
    expect(actionOfSummary('删除我的一条消息')).toBe('删除我的一条消息');
    expect(actionOfSummary('一次保存一个字典：无 id 时新增类型')).toBe('一次保存一个字典');
  });

  it('drops parenthesized remarks and a short heading', () => {
    expect(actionOfSummary('从已上传（fileType 1）的 .xls/.xlsx 导入用户，全部成功或一个也不导入')).toBe(
      '从已上传的 .xls/.xlsx 导入用户',
    );
    expect(actionOfSummary('流程管理：选择模块类型新发起的流程使用哪个已部署的版本（运行中的流程不受影响）')).toBe(
      '选择模块类型新发起的流程使用哪个已部署的版本',
    );
    expect(actionOfSummary('个人中心：保存基本信息')).toBe('保存基本信息');
  });
});
