import { GEOLOCATION } from '@salon/shared';
import { useCallback, useState } from 'react';

export type GeolocationProblem = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** The browser's position: 10 s timeout, high accuracy, never a cached position (spec section 9). */
export function useGeolocation() {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);

  const locate = useCallback(
    () =>
      new Promise<{ lat: number; long: number } | null>((resolve) => {
        setProblem(null);
        if (!('geolocation' in navigator)) {
          setProblem('unsupported');
          resolve(null);
          return;
        }
        setLocating(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setLocating(false);
            resolve({ lat: position.coords.latitude, long: position.coords.longitude });
          },
          (error) => {
            setLocating(false);
            setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable');
            resolve(null);
          },
          { timeout: GEOLOCATION.timeoutMs, enableHighAccuracy: GEOLOCATION.enableHighAccuracy, maximumAge: GEOLOCATION.maximumAge },
        );
      }),
    [],
  );

  return { locate, locating, problem };
}
