"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { showSuccessToast } from "@freight/ui/toast";
import { portalText } from "@/content/portal-text";
import { postFormData } from "@/lib/api/post-form-data";

const text = portalText.settings;
const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"];

/** Uploads a new avatar image through the portal's streaming route to POST /users/me/avatar. */
export function AvatarUpload() {
  const id = useId();
  const router = useRouter();
  const [isUploading, setIsUploading] = useState(false);

  async function upload(file: File) {
    const form = new FormData();
    form.append("avatar", file, file.name);
    setIsUploading(true);
    const isSaved = await postFormData("/api/avatar", form);
    setIsUploading(false);
    if (!isSaved) return;
    showSuccessToast(text.avatarSaved);
    router.refresh();
  }

  return (
    <label
      htmlFor={id}
      aria-busy={isUploading || undefined}
      className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
    >
      {isUploading ? portalText.common.loading : text.changeAvatar}
      <input
        id={id}
        type="file"
        accept={AVATAR_TYPES.join(",")}
        className="sr-only"
        disabled={isUploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
    </label>
  );
}
