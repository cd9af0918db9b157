import { Mail, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';

export function ContactSection() {
  return (
    <section id="contact-us" aria-labelledby="contact-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="contact-heading" className="text-3xl font-bold text-stone-900">
          Contact Us
        </h2>
        <p className="mt-3 text-stone-700">
          Want to bring your institution, event or programme to {config.brandName}, volunteer with us, or ask a
          question? We would love to hear from you.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {config.contactEmail ? (
            <a href={`mailto:${config.contactEmail}`} className="btn-primary px-6 py-3 text-base">
              <Mail className="size-5" aria-hidden />
              {config.contactEmail}
            </a>
          ) : null}
          <Link to="/report-bugs" className="btn-outline px-6 py-3 text-base">
            <MessageSquareWarning className="size-5" aria-hidden />
            Report a problem
          </Link>
        </div>
        <p className="mt-4 text-sm text-stone-500">
          Reporting a problem needs an account, so that we can follow up with you.
        </p>
      </div>
    </section>
  );
}
