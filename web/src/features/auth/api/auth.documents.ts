import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionUser } from '../../../lib/auth';

// Identity operations of the sign-in screens (docs/api/identity.graphql).

const SESSION_USER = gql`
  fragment SessionUserFields on User {
    id
    name
    email
    phone
    role
  }
`;

interface AuthPayload {
  token: string;
  user: SessionUser;
}

export const LOGIN: TypedDocumentNode<{ login: AuthPayload }, { input: { email: string; password: string } }> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
  ${SESSION_USER}
`;

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export const REGISTER: TypedDocumentNode<{ register: AuthPayload }, { input: RegisterInput }> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
  ${SESSION_USER}
`;

export const ME: TypedDocumentNode<{ me: SessionUser }> = gql`
  query SessionMe {
    me {
      ...SessionUserFields
    }
  }
  ${SESSION_USER}
`;

interface MessagePayload {
  success: boolean;
  message: string;
}

export const FORGOT_PASSWORD: TypedDocumentNode<{ forgotPassword: MessagePayload }, { email: string }> = gql`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      success
      message
    }
  }
`;

export interface ResetPasswordInput {
  email: string;
  temporaryPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const RESET_PASSWORD: TypedDocumentNode<{ resetPassword: MessagePayload }, { input: ResetPasswordInput }> = gql`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      message
    }
  }
`;
