import { CODE, MESSAGE } from '@yuwen/protocol';

/** A refusal with a code and a Chinese message for the user; thrown by services. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(msg: string = MESSAGE.badRequest) {
    return new AppError(CODE.badRequest, msg);
  }
  static notFound(msg: string = MESSAGE.notFound) {
    return new AppError(CODE.notFound, msg);
  }
  static forbidden(msg: string = MESSAGE.forbidden) {
    return new AppError(CODE.forbidden, msg);
  }
  static invalidSession(msg: string = MESSAGE.invalidSession) {
    return new AppError(CODE.invalidSession, msg);
  }
  static failed(msg: string) {
    return new AppError(CODE.failed, msg);
  }
}
