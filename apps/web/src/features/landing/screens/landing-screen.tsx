import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { goToRegister, goToSignIn } from '../../../lib/auth-redirect';
import { useSessionStore } from '../../../stores/session';
import { AudienceSection } from '../components/audience-section';
import { ContactSection } from '../components/contact-section';
import { HeroSection } from '../components/hero-section';
import { MissionSection } from '../components/mission-section';
import { ServicesSection } from '../components/services-section';
import { TeamSection } from '../components/team-section';

/** Scrolls to the section named in the URL hash, also when the same link is followed again. */
function useScrollToHash() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, so a repeated click on the same section link scrolls again.
  useEffect(() => {
    if (!hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
}

/** The public landing page at /, /auth and /website/home. */
export default function LandingScreen() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  useScrollToHash();
  return (
    <>
      <HeroSection isLoggedIn={isLoggedIn} onRegister={goToRegister} onLogin={() => goToSignIn()} />
      <MissionSection />
      <AudienceSection />
      <ServicesSection />
      <TeamSection />
      <ContactSection />
    </>
  );
}
