import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';
const base = 'http://localhost:18640';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
const scripts = [];
page.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b).length).catch(() => 0)); });
await page.goto('/user/login', { waitUntil: 'networkidle' });
const sizes = await Promise.all(scripts);
console.log('login scripts', sizes.length, sizes.reduce((a, b) => a + b, 0));
await page.getByTestId('login-username').fill(process.env.U ?? 'zhangwei');
await page.getByTestId('login-password').fill(process.env.PW ?? 'Quality@123');
await page.getByTestId('login-tenant').fill('');
await page.getByTestId('login-submit').click();
await page.waitForURL('**/analysis');
const shots = (process.env.SHOTS ?? 'list').split(',');
const dir = '/tmp/process-shots';
if (shots.includes('list')) {
  await page.goto('/process');
  await page.getByTestId('process-table').locator('.ant-table-row').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${dir}/list.png`, fullPage: true });
}
if (shots.includes('edit')) {
  await page.goto('/process');
  await page.getByRole('link', { name: 'PF-BC-1000' }).click();
  await page.getByTestId('process-flow-canvas').locator('.x6-node').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${dir}/edit.png`, fullPage: true });
  await page.getByTestId('process-flow').screenshot({ path: `${dir}/flow.png` });
  await page.locator('.ant-card').first().screenshot({ path: `${dir}/header.png` });
  await page.getByTestId('process-step-3').locator('.ant-table-row-expand-icon').click();
  await page.waitForTimeout(500);
  await page.getByTestId('process-steps').screenshot({ path: `${dir}/steps.png` });
}
if (shots.includes('class')) {
  await page.goto('/FMEAProcessClassification');
  await page.getByTestId('process-class-tree').waitFor();
  await page.getByTestId('process-class-tree').getByText('总成装配').click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${dir}/class.png`, fullPage: true });
}
if (shots.includes('add')) {
  await page.goto('/addProcess');
  await page.getByTestId('process-no').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${dir}/add.png`, fullPage: true });
}
if (shots.includes('menu')) {
  await page.goto('/process');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${dir}/menu.png` });
}
await browser.close();
