import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables,
  ConfirmNewsletterMutation,
  ConfirmNewsletterMutationVariables,
  UnsubscribeNewsletterMutation,
  UnsubscribeNewsletterMutationVariables,
} from '../../../lib/graphql/generated';

export const SUBSCRIBE_NEWSLETTER: TypedDocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables> = gql`
  mutation SubscribeNewsletter($email: String!, $source: String) {
    subscribeNewsletter(email: $email, source: $source) {
      success
      message
    }
  }
`;

export const CONFIRM_NEWSLETTER: TypedDocumentNode<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables> = gql`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      success
      message
    }
  }
`;

export const UNSUBSCRIBE_NEWSLETTER: TypedDocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables> = gql`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      success
      message
    }
  }
`;
