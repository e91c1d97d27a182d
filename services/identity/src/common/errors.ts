import { GraphQLError } from 'graphql';
import { DomainError } from '@shop/platform';

/** identity's expected failures: stable codes, the Vietnamese text a user sees, the HTTP status. */
export const IdentityErrors = {
  emailTaken: () => new DomainError('EMAIL_TAKEN', 'Email đã được sử dụng', 409, { email: 'Email đã được sử dụng' }),
  invalidCredentials: () => new DomainError('INVALID_CREDENTIALS', 'Email hoặc mật khẩu không đúng', 401),
  accountLocked: () => new DomainError('ACCOUNT_LOCKED', 'Tài khoản đã bị khóa', 403),
  rateLimited: () => new DomainError('RATE_LIMITED', 'Bạn đã thử quá nhiều lần, vui lòng thử lại sau', 429),
  wrongCurrentPassword: () =>
    new DomainError('INVALID_CURRENT_PASSWORD', 'Mật khẩu hiện tại không đúng', 400, { currentPassword: 'Mật khẩu hiện tại không đúng' }),
  sessionGone: () => new DomainError('UNAUTHENTICATED', 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn', 401),
  addressNotFound: () => new DomainError('ADDRESS_NOT_FOUND', 'Không tìm thấy địa chỉ', 404),
  addressLimit: (max: number) => new DomainError('ADDRESS_LIMIT_REACHED', `Bạn chỉ có thể lưu tối đa ${max} địa chỉ`, 400),
  invalidTemporaryPassword: () =>
    new DomainError('INVALID_TEMPORARY_PASSWORD', 'Mật khẩu tạm thời không đúng hoặc đã hết hạn', 400, {
      temporaryPassword: 'Mật khẩu tạm thời không đúng hoặc đã hết hạn',
    }),
  newsletterLinkInvalid: () => new DomainError('NEWSLETTER_LINK_INVALID', 'Liên kết không hợp lệ hoặc đã hết hạn', 400),
  providerUnavailable: () => new DomainError('OAUTH_UNAVAILABLE', 'Không thể kết nối đến server', 503),
};

/**
 * Field resolvers run outside Nest's exception filters (SubgraphModule enables no field-resolver
 * enhancers), so an expected failure there is raised as the GraphQL error the filter would make.
 */
export function asGraphQLError(err: DomainError): GraphQLError {
  return new GraphQLError(err.message, { extensions: { code: err.code, status: err.status, ...(err.fields ? { errors: err.fields } : {}) } });
}
