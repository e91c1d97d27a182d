import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  LoginMutation,
  LoginMutationVariables,
  RegisterMutation,
  RegisterMutationVariables,
  SessionMeQuery,
  SessionMeQueryVariables,
  ForgotPasswordMutation,
  ForgotPasswordMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '../../../lib/graphql/generated';

// Identity operations of the sign-in screens (identity subgraph).

const SESSION_USER = gql`
  fragment SessionUserFields on User {
    id
    name
    email
    phone
    role
  }
`;

export const LOGIN: TypedDocumentNode<LoginMutation, LoginMutationVariables> = gql`
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

export const REGISTER: TypedDocumentNode<RegisterMutation, RegisterMutationVariables> = gql`
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

export const ME: TypedDocumentNode<SessionMeQuery, SessionMeQueryVariables> = gql`
  query SessionMe {
    me {
      ...SessionUserFields
    }
  }
  ${SESSION_USER}
`;

export const FORGOT_PASSWORD: TypedDocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables> = gql`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      success
      message
    }
  }
`;

export const RESET_PASSWORD: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      message
    }
  }
`;
