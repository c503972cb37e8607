"use client";

import { Button } from "@freight/ui/button";
import { showErrorToast, showSuccessToast } from "@freight/ui/toast";
import { portalText } from "@/content/portal-text";
import { inputClass } from "@/components/layout/field-styles";

const text = portalText.referrals;

/** The referral link, readable and selectable, with a copy button. */
export function CopyLink({ link }: { link: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showSuccessToast(text.copied);
    } catch {
      showErrorToast(link);
    }
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input
        readOnly
        value={link}
        aria-label={text.link}
        className={`${inputClass} font-mono text-sm`}
        onFocus={(event) => event.target.select()}
        data-testid="referral-link"
      />
      <Button onClick={copy} className="shrink-0">
        {text.copy}
      </Button>
    </div>
  );
}
