// Why a bot-check token was refused, in words fit for the log and a 4xx message: never the
// provider's raw answer, never a hint an attacker could tune against beyond what the rule says.

export const BOT_CHECK_REASONS = {
  missing: 'Bot check token missing',
  malformed: 'Bot check token is malformed',
  forged: 'Bot check token was not issued by this server',
  unsolved: 'Bot check challenge was not solved',
  expired: 'Bot check token has expired',
  wrongAction: 'Bot check token is for another action',
  replayed: 'Bot check token was already used',
  lowScore: 'Bot check score is too low',
  rejected: 'Bot check was rejected by the provider',
  unavailable: 'Bot check service is unavailable',
} as const;
