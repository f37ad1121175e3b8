// A page's loaders reach the API in-process (Fastify's inject); each such call carries this header so
// the access log can tell it from a shopper's request (decision 0830). The header alone proves nothing:
// the log believes it only on a request that never crossed a socket.
export const IN_PROCESS_CALL_HEADER = 'x-haat-in-process'
