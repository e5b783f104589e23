// The passkey (WebAuthn) contract: adding, naming and removing passkeys in Security, and using one
// at the two-factor step. Ceremony options and responses keep the WebAuthn JSON shapes.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { Type, type Static } from 'typebox';
import { PASSKEY_NAME_MAX } from '../domain/auth/passkeys';
import { INT4_MAX } from './bounds';

/** base64url as WebAuthn JSON writes binary (padding tolerated). */
function base64Url(maxLength: number) {
  return Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+={0,2}$' });
}

/** Credential ids are at most 1023 bytes (WebAuthn L3), 1364 characters of base64url. */
const CredentialId = base64Url(1400);
const Transports = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 8 });
const Attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')]);
/** Extension outputs are passed to the library as they came (credProps, …). */
const ExtensionResults = Type.Object({}, { additionalProperties: true });
/** A typed name; the server trims it and checks it again (src/domain/auth/passkeys.ts). */
const PasskeyName = Type.String({ maxLength: PASSKEY_NAME_MAX * 4 });

/** What navigator.credentials.create() gave, as @simplewebauthn/browser's startRegistration returns it. */
export const RegistrationResponse = Type.Object({
  id: CredentialId,
  rawId: CredentialId,
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: base64Url(4096),
    attestationObject: base64Url(32_768),
    transports: Type.Optional(Transports),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Type.Optional(ExtensionResults),
});
export type RegistrationResponse = Static<typeof RegistrationResponse>;

/** What navigator.credentials.get() gave, as startAuthentication returns it. */
export const AuthenticationResponse = Type.Object({
  id: CredentialId,
  rawId: CredentialId,
  type: Type.Literal('public-key'),
  response: Type.Object({
    clientDataJSON: base64Url(4096),
    authenticatorData: base64Url(4096),
    signature: base64Url(1024),
    userHandle: Type.Optional(base64Url(128)),
  }),
  authenticatorAttachment: Type.Optional(Attachment),
  clientExtensionResults: Type.Optional(ExtensionResults),
});
export type AuthenticationResponse = Static<typeof AuthenticationResponse>;

export const Passkey = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  name: Type.String(),
  created_at: Type.String({ description: 'ISO-8601 UTC' }),
  last_used_at: Type.Union([Type.String(), Type.Null()], {
    description: 'Last two-factor sign-in with it, or null',
  }),
  synced: Type.Boolean({ description: 'A multi-device (synced) passkey' }),
  transports: Type.Array(Type.String()),
});
export type Passkey = Static<typeof Passkey>;

export const PasskeyListReply = Type.Object({
  success: Type.Literal(true),
  passkeys: Type.Array(Passkey),
});
export type PasskeyListReply = Static<typeof PasskeyListReply>;

export const PasskeyReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  passkey: Passkey,
});
export type PasskeyReply = Static<typeof PasskeyReply>;

export const PasskeyRemovedReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type PasskeyRemovedReply = Static<typeof PasskeyRemovedReply>;

export const PasskeyIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
});

export const PasskeyRegisterBody = Type.Object({
  name: Type.Optional(PasskeyName),
  response: RegistrationResponse,
});
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;

export const PasskeyRenameBody = Type.Object({ name: PasskeyName });

/** Options for navigator.credentials.create(), passed to startRegistration as they are. */
export const RegistrationOptionsReply = Type.Object({
  success: Type.Literal(true),
  options: Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>({
    type: 'object',
    additionalProperties: true,
    description: 'PublicKeyCredentialCreationOptionsJSON (WebAuthn L3)',
  }),
});
export type RegistrationOptionsReply = Static<typeof RegistrationOptionsReply>;

/** Options for navigator.credentials.get(), passed to startAuthentication as they are. */
export const AuthenticationOptionsReply = Type.Object({
  success: Type.Literal(true),
  options: Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>({
    type: 'object',
    additionalProperties: true,
    description: 'PublicKeyCredentialRequestOptionsJSON (WebAuthn L3)',
  }),
});
export type AuthenticationOptionsReply = Static<typeof AuthenticationOptionsReply>;

/** The two-factor step's passkey answer; success replies as /auth/2fa/verify does. */
export const PasskeyVerifyBody = Type.Object({
  response: AuthenticationResponse,
  device_id: Type.String({ minLength: 1, maxLength: 128 }),
  ua_hash: Type.String({ minLength: 1, maxLength: 64 }),
});
export type PasskeyVerifyBody = Static<typeof PasskeyVerifyBody>;
