import { useAppConfig, useHubspotIdToken } from '@tenderlens/domain';
import { useCallback, useEffect } from 'react';

/** HubSpot's chat widget API, once its script has loaded (https://developers.hubspot.com/docs/api/conversation/chat-widget-sdk). */
interface HubSpotConversations {
  widget: { load: () => void; open: () => void; refresh: () => void; status: () => { loaded: boolean } };
}
declare global {
  interface Window {
    HubSpotConversations?: HubSpotConversations;
    hsConversationsSettings?: { loadImmediately: boolean; identificationEmail?: string; identificationToken?: string };
    hsConversationsOnReady?: (() => void)[];
  }
}

const SCRIPT_ID = 'hs-script-loader';

/**
 * The support chat (HubSpot's widget) for a signed-in user, identified by hubspotIdToken (spec 1§7): the widget
 * loads once the token is known, so the chat opens as this user; a new token (every 12 hours) refreshes it. Loads
 * nothing without a configured portal (appConfig.supportChatPortalId) or without a token (the chat stays anonymous
 * then: the widget still loads).
 */
export function SupportChat({ email }: { email: string }) {
  const { appConfig } = useAppConfig();
  const portalId = appConfig?.supportChatPortalId ?? null;
  const { token } = useHubspotIdToken({ pause: !portalId });
  useEffect(() => {
    if (!portalId || token === undefined) return;
    window.hsConversationsSettings = {
      loadImmediately: true,
      ...(token ? { identificationEmail: email, identificationToken: token } : {}),
    };
    if (document.getElementById(SCRIPT_ID)) {
      window.HubSpotConversations?.widget.refresh();
      return;
    }
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.defer = true;
    script.src = `https://js.hs-scripts.com/${encodeURIComponent(portalId)}.js`;
    document.body.appendChild(script);
  }, [portalId, token, email]);
  return null;
}

/**
 * Opens the support chat when its widget is there; otherwise `fallback` (e.g. the book-a-demo form or the help
 * site's contact page), so a 'Chat with our team' button always leads somewhere.
 */
export function useOpenSupportChat(fallback: () => void): () => void {
  return useCallback(() => {
    const widget = window.HubSpotConversations?.widget;
    if (widget?.status().loaded) widget.open();
    else fallback();
  }, [fallback]);
}
