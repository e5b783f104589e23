// Addresses outside the app that several screens link to (community chat, social network).

export const COMMUNITY_CHAT_URL = 'https://discord.gg/parlayengine';
export const SOCIAL_URL = 'https://x.com/parlayengine';

/** Every external anchor opens in a new tab without handing it our window. */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer' } as const;
