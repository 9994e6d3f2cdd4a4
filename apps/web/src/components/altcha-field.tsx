import 'altcha';
import type {} from 'altcha/types/react';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useRef } from 'react';
import { z } from 'zod';

export const CAPTCHA_CHALLENGE_PATH = '/api/Captcha/Challenge';

const envelopeSchema = z.object({ res_data: z.unknown() });

/** The challenge comes inside the API envelope and for the page's brand; the widget wants it bare. */
async function fetchChallenge(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('x-brand-domain', window.location.hostname);
  headers.set('Accept', 'application/json');
  const response = await fetch(input, { ...init, headers });
  if (!response.ok) return response;
  const body: unknown = await response.json();
  const envelope = envelopeSchema.safeParse(body);
  const challenge = envelope.success ? envelope.data.res_data : body;
  return new Response(JSON.stringify(challenge), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

export interface AltchaFieldProps {
  /** The solution, or null when the widget is not (or no longer) verified. */
  onChange: (payload: string | null) => void;
  language: string;
  error?: string;
  /** The level a sign-in asked for (each doubles the work); registration uses the base level. */
  level?: number;
}

/** The ALTCHA proof-of-work widget: it solves itself in the browser; its payload is the captcha token. */
export function AltchaField({ onChange, language, error, level = 0 }: AltchaFieldProps) {
  const challenge = level > 0 ? `${CAPTCHA_CHALLENGE_PATH}?level=${level}` : CAPTCHA_CHALLENGE_PATH;
  const ref = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    // Solves in the background as soon as it loads: nothing to click for a person.
    const configure = () => {
      // configure() is typed as a Promise but may return nothing: wrap it.
      Promise.resolve(widget.configure({ challenge, fetch: fetchChallenge, language }))
        .then(() => widget.verify())
        .catch(() => onChangeRef.current(null));
    };
    // The widget's methods exist only once it has loaded (its 'load' event).
    if (typeof widget.configure === 'function') configure();
    else widget.addEventListener('load', configure, { once: true });
    const onState = (event: Event) => {
      if (!(event instanceof CustomEvent)) return;
      const detail = z.object({ state: z.string(), payload: z.string().nullish() }).safeParse(event.detail);
      if (!detail.success) return;
      onChangeRef.current(detail.data.state === 'verified' && detail.data.payload ? detail.data.payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => {
      widget.removeEventListener('load', configure);
      widget.removeEventListener('statechange', onState);
    };
  }, [language, challenge]);

  return (
    <div>
      <altcha-widget ref={ref} challenge={challenge} name="captchaToken" language={language} />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </div>
  );
}
