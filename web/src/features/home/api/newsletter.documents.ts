import { gql, type TypedDocumentNode } from '@apollo/client';

type Message = { success: boolean; message: string };

export const SUBSCRIBE_NEWSLETTER: TypedDocumentNode<{ subscribeNewsletter: Message }, { email: string; source: string }> = gql`
  mutation SubscribeNewsletter($email: String!, $source: String) {
    subscribeNewsletter(email: $email, source: $source) {
      success
      message
    }
  }
`;

export const CONFIRM_NEWSLETTER: TypedDocumentNode<{ confirmNewsletter: Message }, { token: string }> = gql`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      success
      message
    }
  }
`;

export const UNSUBSCRIBE_NEWSLETTER: TypedDocumentNode<{ unsubscribeNewsletter: Message }, { token: string }> = gql`
  mutation UnsubscribeNewsletter($token: String!) {
    unsubscribeNewsletter(token: $token) {
      success
      message
    }
  }
`;
