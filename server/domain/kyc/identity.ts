/** What an identity provider decides about a document. */
export type IdentityResult = 'approved' | 'refused' | 'review';
/** A check's state: 'pending' until the document is sent. */
export type IdentityCheckStatus = 'pending' | IdentityResult;
