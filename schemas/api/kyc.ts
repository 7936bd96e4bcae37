import { Type, type TSchema } from 'typebox';
import { AuthField, OptStr, endpoint, withData } from './common.ts';
import { formBody } from './formBody.ts';
import personalInfoForm from '../forms/personalInfo.json' with { type: 'json' };
import idVerificationForm from '../forms/idVerification.json' with { type: 'json' };

/** The personal information form (schemas/forms/personalInfo.json). */
export interface PersonalInfo {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** ISO 3166 alpha-2 country code. */
  citizenship: string;
  city: string;
  /** A code of the nature-of-account list (getNatureList). */
  purpose: string;
  contactNumber: string;
}

export type DocumentType = 'idCard' | 'passport' | 'driversLicense';

/** The ID verification form (schemas/forms/idVerification.json). */
export interface IdVerification {
  /** Issuing country, ISO 3166 alpha-2. */
  country: string;
  documentType: DocumentType;
}

/** 'pending' until a document is sent; then the provider's decision. */
export const IdentityStatus = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
  Type.Literal('review'),
]);

const PersonalInfoData = Type.Unsafe<PersonalInfo>(personalInfoForm as unknown as TSchema);
const KycLevel = { kyc_level: Type.Integer() };
const QuoteToken = { token: OptStr(128) };
const IdentityResultData = Type.Object({
  sessionId: Type.String(),
  status: IdentityStatus,
  country: Type.Optional(Type.String()),
  documentType: Type.Optional(Type.String()),
  /** Epoch seconds. */
  submittedAt: Type.Optional(Type.Integer()),
});

export const kycEndpoints = {
  /** Saves the personal information (KYC level 1); validated by the same schema the form renders. */
  addKyc: endpoint(
    formBody<PersonalInfo & { authToken?: string }>(personalInfoForm, AuthField),
    withData(Type.Object(KycLevel)),
  ),
  /** The saved personal information (absent before addKyc) and the identity status. */
  getKycInfo: endpoint(
    Type.Object({ ...AuthField }),
    withData(
      Type.Object({
        ...KycLevel,
        identityStatus: IdentityStatus,
        personalInfo: Type.Optional(PersonalInfoData),
      }),
    ),
  ),
  userStatus: endpoint(
    Type.Object({ ...AuthField, ...QuoteToken }),
    withData(Type.Object({ isKyc: Type.Integer(), ...KycLevel })),
  ),
  /**
   * isIdentification 1 when no identity check is needed to go on: identity approved, or — given a quote
   * token — the quote is within the no-verification limit (700 EUR). `required` tells which.
   */
  checkIdentification: endpoint(
    Type.Object({ ...AuthField, ...QuoteToken }),
    withData(
      Type.Object({
        isIdentification: Type.Integer(),
        required: Type.Integer(),
        identityStatus: IdentityStatus,
      }),
    ),
  ),
  /** Opens an identity check at the sandbox provider: data.url is its page; returnUrl a path of this site. */
  getIdentificationUrl: endpoint(
    formBody<IdVerification & { authToken?: string; returnUrl?: string }>(idVerificationForm, {
      ...AuthField,
      returnUrl: OptStr(1024),
    }),
    withData(Type.Object({ url: Type.String(), sessionId: Type.String(), expireTime: Type.Integer() })),
  ),
  /** One check's result (the newest when no sessionId is given). */
  getIdentificationResult: endpoint(
    Type.Object({ ...AuthField, sessionId: OptStr(64) }),
    withData(IdentityResultData),
  ),
  /** The user's identity result as it stands, with the KYC level it gave. */
  checkIdentificationResult: endpoint(
    Type.Object({ ...AuthField }),
    withData(Type.Object({ identityStatus: IdentityStatus, isIdentification: Type.Integer(), ...KycLevel })),
  ),
};
