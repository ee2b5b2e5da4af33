// Server-rendered pages of the embedded identity server: no script, so they work under a strict CSP.

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f2f5;color:#262626}
main{max-width:360px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 4px;text-align:center}p.sub{color:#8c8c8c;text-align:center;margin:0 0 24px}
label{display:block;margin:12px 0 4px;font-size:14px}
input{box-sizing:border-box;width:100%;padding:8px 11px;border:1px solid #d9d9d9;border-radius:6px;font-size:14px}
button{width:100%;margin-top:20px;padding:8px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:15px;cursor:pointer}
.error{margin-top:12px;padding:8px 12px;background:#fff2f0;border:1px solid #ffccc7;border-radius:6px;color:#cf1322}
footer{text-align:center;color:#8c8c8c;font-size:12px;margin-top:24px}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface SignInPageModel {
  action: string;
  systemName: string;
  companyName: string;
  userName?: string;
  tenantName?: string;
  error?: string;
}

export function renderSignInPage(model: SignInPageModel) {
  return page(
    `登录 - ${model.systemName}`,
    `<h1>${escapeHtml(model.systemName)}</h1><p class="sub">统一身份认证</p>
<form method="post" action="${escapeHtml(model.action)}" autocomplete="on">
<label for="userName">用户名</label><input id="userName" name="userName" required maxlength="64" autofocus value="${escapeHtml(model.userName ?? '')}">
<label for="password">密码</label><input id="password" name="password" type="password" required maxlength="128">
<label for="tenantName">租户（可选）</label><input id="tenantName" name="tenantName" maxlength="64" value="${escapeHtml(model.tenantName ?? '')}">
${model.error ? `<div class="error" role="alert">${escapeHtml(model.error)}</div>` : ''}
<button type="submit" id="sign-in">登录</button></form>
<footer>${escapeHtml(model.companyName)}</footer>`,
  );
}

export function renderLogoutConfirmPage(form: string) {
  return page(
    '退出登录',
    `<h1>退出登录</h1><p class="sub">确定要退出统一身份认证吗？</p>${form}<button form="op.logoutForm" type="submit" name="logout" value="yes">确定退出</button>`,
  );
}

export function renderLoggedOutPage(webOrigin: string) {
  return page('已退出', `<h1>已退出登录</h1><p class="sub"><a href="${escapeHtml(webOrigin)}/">返回首页</a></p>`);
}
