# Writes the qipan-engine manual page from the program's own --help text, so the two cannot disagree.
#   cmake -DPROGRAM=<qipan-engine> -DVERSION=<x.y.z> -DOUTPUT=<file.6> -P man-from-help.cmake
execute_process(COMMAND ${PROGRAM} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "${PROGRAM} --help failed")
endif()
# roff: a backslash is written \e, and a line may not start with a dot or a quote.
string(REPLACE "\\" "\\e" help "${help}")
string(REGEX REPLACE "\n([.'])" "\n\\\\&\\1" help "${help}")
string(REGEX REPLACE "^([^\n]*)\n\n" "" body "${help}")
string(REGEX MATCH "^[^\n]*" title "${help}")
string(REGEX REPLACE "^qipan-engine [^ ]+ - " "" title "${title}")
file(WRITE ${OUTPUT} ".TH QIPAN-ENGINE 6 \"November 2026\" \"Qipan ${VERSION}\" \"Games\"
.SH NAME
qipan-engine, pbrain-qipan \\- ${title}
.SH SYNOPSIS
.B qipan-engine
.RI [ protocol | command \" \" [ options ]]
.br
.B pbrain-qipan
.SH DESCRIPTION
.B qipan-engine
is the engine of
.BR qipan (6)
without the window: for other programs through a protocol (Gomocup for
Gomoku and Renju, UCCI and UCI for Xiangqi, NBoard for Othello), and for
the terminal through commands. Started without arguments it recognises the
protocol from the first line it reads. Started as
.B pbrain-qipan
it is a Gomocup (Piskvork) brain.
.SH USAGE
This is the text of
.BR \"qipan-engine --help\" :
.PP
.nf
${body}.fi
.SH SEE ALSO
.BR qipan (6)
")
