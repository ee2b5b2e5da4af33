import { BUSINESS_ERROR_CODE } from '@qis/shared';

/** An error a service throws on purpose; the error handler turns it into the response envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A rule of the business was broken: HTTP 200 with code 9999, and the web shows the message as it is. */
export const businessError = (message: string) => new AppError(200, BUSINESS_ERROR_CODE, message);
export const badRequest = (message: string) => new AppError(400, 400, message);
export const unauthorized = (message = '登录已失效，请重新登录') => new AppError(401, 401, message);
export const forbidden = (message = '抱歉，你无权访问该资源') => new AppError(403, 403, message);
export const notFound = (message = '数据不存在或已被删除') => new AppError(404, 404, message);
export const conflict = (message = '数据已被他人修改，请刷新后重试') => new AppError(409, 409, message);
export const tooManyRequests = (message: string) => new AppError(429, 429, message);
