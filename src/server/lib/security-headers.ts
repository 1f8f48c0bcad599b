import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * SECURITY.md: no inline scripts; styles may be inline (React style props, chart libraries). Workers
 * from blob: URLs: qr-scanner makes its decoding worker from one (扫码收卷, docs/OFFLINE-LESSON.md);
 * scripts themselves still come only from this origin.
 */
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('content-security-policy', csp);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
  if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
