export * from './owed-mail-retention';
export * from './owed-mail-sender';
export * from './owed-mails';
export * from './owed-mails.schema';
