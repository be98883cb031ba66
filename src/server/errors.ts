/**
 * Domain errors thrown by services. They know nothing about HTTP beyond a suggested status;
 * the one error handler in http/error-handler.ts turns them into JSON answers.
 */
export class DomainError extends Error {
  /** Sent as the answer's Retry-After header (429 and 503 answers). */
  retryAfterSeconds?: number;

  constructor(
    message: string,
    readonly statusCode: number,
    /** Extra JSON fields of the answer, e.g. { status: 0 } for cart calls. */
    readonly body: Record<string, unknown> = {},
    /** The whole answer, where API.md fixes one that is not `{ message }` (registration's list). */
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Nem található.', body: Record<string, unknown> = {}) {
    super(message, 404, body);
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, body: Record<string, unknown> = {}) {
    super(message, 400, body);
  }
}

export class UnprocessableError extends DomainError {
  constructor(message: string, body: Record<string, unknown> = {}) {
    super(message, 422, body);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, body: Record<string, unknown> = {}) {
    super(message, 409, body);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message = 'Túl sok próbálkozás. Kérjük, várjon néhány percet, majd próbálja újra.',
    retryAfterSeconds?: number,
  ) {
    super(message, 429);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The server is saturated for a moment (e.g. the password-hash queue is full): 503, retry soon. */
export class ServiceBusyError extends DomainError {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, 503);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Kérjük, jelentkezzen be.') {
    super(message, 401);
  }
}
