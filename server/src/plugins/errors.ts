// One place that turns every failure into the envelope. Business errors (BizError, validation)
// go out as HTTP 200 with their own code; transport failures (bad JSON, wrong content type,
// oversize body, unknown route, rate limit) keep a 4xx status but still carry the envelope with a
// Chinese message. Anything unexpected is logged and answered with a bare 500 envelope: no stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { BizError } from '../lib/biz-error';

// Fastify's own transport error codes → what the user reads.
const transportMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是合法的 JSON',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_ASYNC_CONSTRAINT: '请求地址不正确',
};

/** Error envelopes bypass the route's response schema, which would strip or reject them. */
export const sendEnvelope = (
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  data: unknown = null,
  field?: string,
) =>
  reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    // `field` only when a refusal names one: every other envelope keeps its three keys.
    .send(field ? { code, data, message, field } : { code, data, message });

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (bad percent-encoding) is refused
 * before any route runs, so the error handler above never sees it.
 */
export const frameworkErrors = (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  sendEnvelope(reply, 400, '400', transportMessages[err.code] ?? '请求地址不正确');

const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, '请求头过大'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时'],
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser rejects (oversize headers, a lying or
 * doubled Content-Length, NUL in the request line) never become a request; answer them with the
 * envelope too, then drop the connection, whose remaining bytes cannot be trusted.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[err.code ?? ''] ?? [400, '请求格式不正确'];
  const body = JSON.stringify({ code: String(status), data: null, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

const errorsPlugin = async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | BizError, request, reply) => {
    if (err instanceof BizError) {
      return sendEnvelope(reply, err.httpStatus, err.code, err.message, err.data, err.field);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        transportMessages[err.code] ??
        (err instanceof SyntaxError
          ? transportMessages.FST_ERR_CTP_INVALID_JSON_BODY
          : '请求不正确');
      request.log.info({ code: err.code, status }, 'rejected request');
      return sendEnvelope(reply, status, String(status), message);
    }
    request.log.error(err, 'unexpected error');
    return sendEnvelope(reply, 500, '500', '服务器内部错误');
  });
  // The not-found handler lives in static-spa.ts: it decides between index.html and the envelope.
};

export default fp(errorsPlugin, { name: 'errors' });
