// A small user-agent reader for the login log's client column: the browsers and systems staff actually use, not a
// full database. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['微信', /MicroMessenger\/(\d+)/],
  ['钉钉', /DingTalk\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['360', /QIHU 360\w*|360SE|360EE/],
  ['QQ浏览器', /QQBrowser\/(\d+)/],
  ['UC浏览器', /UCBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]*.*Safari\//],
  ['IE', /MSIE (\d+)/],
  ['IE', /Trident\/.*rv:(\d+)/],
];

const WINDOWS_VERSIONS: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.1': 'XP',
};

function operatingSystem(ua: string): string | null {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1] as string] ?? windows[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[_\d]*/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  const mac = /Mac OS X (\d+)[_.](\d+)/.exec(ua);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/HarmonyOS/.test(ua)) return 'HarmonyOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function browser(ua: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

/** `Chrome 120 / Windows 10` from a user agent; what cannot be read is left out; null when nothing can. */
export function describeClient(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parts = [browser(userAgent), operatingSystem(userAgent)].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' / ') : userAgent.slice(0, 60);
}
