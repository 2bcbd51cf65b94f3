// ChildProcess::Platform on Windows: CreateProcessW with two anonymous pipes (the program's standard
// input and output; standard error is shared with ours, as on POSIX). The command line is run as it is,
// without cmd.exe: the first word is the program, quoted when its path has spaces. The program and
// everything it starts belong to a job object, the counterpart of the POSIX process group: killGroup()
// ends the job, and closing the job's handle ends it too.
#ifdef _WIN32

#include <windows.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <vector>

#include "match/child_process.h"

namespace qipan::match {

struct ChildProcess::Platform::Handles {
    HANDLE process = nullptr;
    HANDLE job = nullptr;
    HANDLE toChild = nullptr;
    HANDLE fromChild = nullptr;
    bool killed = false;
};

namespace {

std::string lastError(const std::string& what) {
    return what + " (Windows error " + std::to_string(GetLastError()) + ")";
}

std::wstring wide(const std::string& utf8) {
    if (utf8.empty()) return {};
    const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring text(static_cast<std::size_t>(std::max(n, 0)), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), text.data(), n);
    return text;
}

void closeHandle(HANDLE& h) {
    if (h) CloseHandle(h);
    h = nullptr;
}

}  // namespace

ChildProcess::Platform::Platform(const std::string& command) : h_(std::make_unique<Handles>()) {
    // Our ends of the pipes are not inheritable; the child's ends are, and only they are passed on (the
    // handle list), so a program started at the same time by another match cannot keep these pipes open.
    SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE childIn = nullptr, childOut = nullptr;
    if (!CreatePipe(&childIn, &h_->toChild, &inherit, 0))
        throw std::runtime_error(lastError("cannot create pipes"));
    if (!CreatePipe(&h_->fromChild, &childOut, &inherit, 0)) {
        const std::string why = lastError("cannot create pipes");
        CloseHandle(childIn);
        closeHandle(h_->toChild);
        throw std::runtime_error(why);
    }
    SetHandleInformation(h_->toChild, HANDLE_FLAG_INHERIT, 0);
    SetHandleInformation(h_->fromChild, HANDLE_FLAG_INHERIT, 0);

    HANDLE childErr = GetStdHandle(STD_ERROR_HANDLE);
    std::vector<HANDLE> inherited{childIn, childOut};
    if (childErr && childErr != INVALID_HANDLE_VALUE &&
        SetHandleInformation(childErr, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT))
        inherited.push_back(childErr);
    else
        childErr = nullptr;

    SIZE_T listSize = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &listSize);
    std::vector<unsigned char> listMemory(listSize);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(listMemory.data());
    const bool haveList =
        InitializeProcThreadAttributeList(attributes, 1, 0, &listSize) &&
        UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited.data(),
                                  inherited.size() * sizeof(HANDLE), nullptr, nullptr);

    STARTUPINFOEXW start{};
    start.StartupInfo.cb = sizeof start;
    start.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    start.StartupInfo.hStdInput = childIn;
    start.StartupInfo.hStdOutput = childOut;
    start.StartupInfo.hStdError = childErr;
    if (haveList) start.lpAttributeList = attributes;

    std::wstring commandLine = wide(command);  // CreateProcessW may write into it
    PROCESS_INFORMATION info{};
    // Suspended until it is in the job, so nothing it starts can escape the job.
    const DWORD flags = CREATE_NO_WINDOW | CREATE_SUSPENDED | CREATE_UNICODE_ENVIRONMENT |
                        (haveList ? EXTENDED_STARTUPINFO_PRESENT : 0);
    const BOOL started = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE, flags, nullptr,
                                        nullptr, &start.StartupInfo, &info);
    const std::string error = started ? std::string() : lastError("cannot start " + command);
    if (haveList) DeleteProcThreadAttributeList(attributes);
    CloseHandle(childIn);
    CloseHandle(childOut);
    if (!started) {
        closeHandle(h_->toChild);
        closeHandle(h_->fromChild);
        throw std::runtime_error(error);
    }
    h_->process = info.hProcess;
    h_->job = CreateJobObjectW(nullptr, nullptr);
    if (h_->job) {
        JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
        limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
        if (!SetInformationJobObject(h_->job, JobObjectExtendedLimitInformation, &limits, sizeof limits) ||
            !AssignProcessToJobObject(h_->job, h_->process))
            closeHandle(h_->job);  // then killGroup() can end only the program itself
    }
    ResumeThread(info.hThread);
    CloseHandle(info.hThread);
}

ChildProcess::Platform::~Platform() {
    killGroup();
    closeHandle(h_->fromChild);
    closeInput();
    closeHandle(h_->process);
    closeHandle(h_->job);
}

bool ChildProcess::Platform::write(const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        if (!h_->toChild) return false;
        DWORD n = 0;
        if (!WriteFile(h_->toChild, data.data() + done, static_cast<DWORD>(data.size() - done), &n,
                       nullptr) ||
            n == 0)
            return false;
        done += n;
    }
    return true;
}

ChildProcess::Platform::Read ChildProcess::Platform::read(std::string& append, std::int64_t timeoutMs) {
    // Anonymous pipes cannot be waited on with a timeout: look whether data is there, else nap 1 ms.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (true) {
        DWORD available = 0;
        if (!PeekNamedPipe(h_->fromChild, nullptr, 0, nullptr, &available, nullptr)) return Read::End;
        if (available > 0) break;
        if (std::chrono::steady_clock::now() >= deadline) return Read::Timeout;
        Sleep(1);
    }
    char chunk[4096];
    DWORD n = 0;
    if (!ReadFile(h_->fromChild, chunk, sizeof chunk, &n, nullptr) || n == 0) return Read::End;
    append.append(chunk, n);
    return Read::Data;
}

void ChildProcess::Platform::closeInput() {
    closeHandle(h_->toChild);
}

bool ChildProcess::Platform::waitForExit(std::int64_t timeoutMs) {
    if (h_->killed) return true;
    return WaitForSingleObject(h_->process, static_cast<DWORD>(std::clamp<std::int64_t>(
                                                timeoutMs, 0, 1 << 30))) == WAIT_OBJECT_0;
}

void ChildProcess::Platform::killGroup() {
    if (!h_->process || h_->killed) return;
    if (!h_->job || !TerminateJobObject(h_->job, 1)) TerminateProcess(h_->process, 1);
    WaitForSingleObject(h_->process, 5000);
    h_->killed = true;
}

}  // namespace qipan::match

#endif  // _WIN32
