import {
  cancelAccountCall,
  captchaCall,
  changePasswordCall,
  loginCall,
  regiCall,
  resetPasswordCall,
  touristLoginCall,
} from '@yuwen/protocol';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/protocol.plugin.js';
import type { LoginGuard } from './login-guard.js';
import type { PassportService } from './passport.service.js';

/** The passport calls: login (with captcha), registration, visitors, password, account deletion. */
export function passportRoutes(app: FastifyInstance, service: PassportService, guard: LoginGuard): void {
  // Answers carrying a session token are never kept by a browser or proxy cache.
  const session = { noStore: true };
  registerCall(
    app,
    loginCall,
    (p, { request }) =>
      service.login({
        account: p.account,
        password: p.password,
        product: p.product,
        address: request.ip,
        captchaId: p.captcha_id,
        checkCode: p.check_code,
      }),
    session,
  );
  registerCall(app, captchaCall, (_p, { request }) => guard.newCaptcha(request.ip, Date.now()));
  registerCall(app, regiCall, (p, { request }) => service.register({ ...p, address: request.ip }), session);
  registerCall(app, touristLoginCall, (p, { request }) => service.touristLogin(p.product, request.ip), session);
  registerCall(app, changePasswordCall, (p, { user }) => service.changePassword(user, p.old_password, p.new_password));
  registerCall(app, cancelAccountCall, (p, { user }) => service.cancel(user, p.password, p.pass));
  registerCall(app, resetPasswordCall, (p, { user }) => service.resetPassword(user, p.account, p.new_password));
}
