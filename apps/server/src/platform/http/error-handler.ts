import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

export const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** Maps every error to the envelope; unexpected ones are logged with the request id and never leak a stack. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Error envelopes bypass the route's response schema (a business error shares HTTP 200 with success).
    reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    if (error instanceof AppError) {
      // A deliberate 500 (the workflow's "Error while evaluating expression ...") keeps its message, which the web
      // reads, and is logged like any server fault so that an administrator can mend the flow definition.
      if (error.statusCode >= 500) {
        request.log.error({ err: error, requestId: request.id }, error.message);
        return reply
          .status(error.statusCode)
          .send({ code: error.code, message: error.message, requestId: String(request.id) });
      }
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field =
        issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || PART_NAMES[error.validationContext ?? 'body'];
      return reply.status(400).send({ code: 400, message: `参数 ${field} 无效：${issue?.message ?? '格式不正确'}` });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: error.statusCode, message: clientErrorMessage(error) });
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return reply.status(500).send({ code: 500, message: '请求出现错误，请稍后再试', requestId: String(request.id) });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '参数 请求体 无效：不是合法的 JSON';
    case 'FST_REQ_FILE_TOO_LARGE':
      return '上传文件过大';
    default:
      return error.statusCode === 429 ? '请求过于频繁，请稍后再试' : '请求无效';
  }
}
